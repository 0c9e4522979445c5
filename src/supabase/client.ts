/**
 * Ships to the browser: the one supabase-js client, created on first use (never during a server render).
 * Islands reach it through loadSupabase() in ./load.ts so supabase-js stays out of the first page load.
 */
import { createClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../config/supabase.ts';
import type { Database, DbClient } from './types.ts';

let client: DbClient | undefined;

export function getSupabase(): DbClient {
  if (typeof window === 'undefined') throw new Error('The Supabase browser client is not available during a server render.');
  client ??= createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // /auth/callback and /auth/reset-password read the address themselves.
      detectSessionInUrl: false,
      // PKCE: a sign-in link only works in the browser that asked for it (its code verifier is stored
      // here), so nobody can sign someone else in with a link of their own (sign-in CSRF).
      flowType: 'pkce',
    },
  });
  return client;
}
