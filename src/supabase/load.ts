/**
 * Ships to the browser: loads supabase-js on demand (a separate chunk) and returns the client singleton.
 * Use this from islands and stores; a guest who never signs in never downloads supabase-js.
 */
import type { DbClient } from './types.ts';

let loading: Promise<DbClient> | undefined;

export function loadSupabase(): Promise<DbClient> {
  loading ??= import('./client.ts').then((module) => module.getSupabase());
  // A failed chunk download may succeed on the next try.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
