/**
 * Ships to the browser: loads supabase-js on demand (a separate chunk) and returns the client singleton.
 * Use this from islands and stores; a guest who never signs in never downloads supabase-js.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

let loading: Promise<SupabaseClient> | undefined;

export function loadSupabase(): Promise<SupabaseClient> {
  loading ??= import('./client.ts').then((module) => module.getSupabase());
  // A failed chunk download may succeed on the next try.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
