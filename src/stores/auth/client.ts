/**
 * Ships to the browser: the supabase-js client, for auth and for the other stores. It is loaded on first
 * use, so a guest with no stored session never downloads it until they start signing in. `attempt` runs a
 * call on it so that it resolves to `{ error: string | null }` and never throws.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { loadSupabase } from '../../supabase/load.ts';
import type { DbClient } from '../../supabase/types.ts';
import { authErrorMessage } from '../../auth/rules.ts';

export interface AuthResult {
  error: string | null;
}

type AuthEventListener = (event: AuthChangeEvent, session: Session | null) => void;

let clientPromise: Promise<DbClient> | null = null;
let authEventListener: AuthEventListener | null = null;

/**
 * Where the client's sign-ins and sign-outs go: the session store (./session.ts) sets it as it loads. It is
 * handed in rather than imported because the session store itself uses this module.
 */
export function onAuthEvent(listener: AuthEventListener): void {
  authEventListener = listener;
}

/** The supabase-js client, loaded on first use and subscribed to auth changes. For other stores too. */
export function authClient(): Promise<DbClient> {
  if (!clientPromise) {
    const loading = loadSupabase().then((client) => {
      client.auth.onAuthStateChange((event, session) => {
        // supabase-js holds a lock while it runs these callbacks: calling it back from inside deadlocks.
        setTimeout(() => authEventListener?.(event, session), 0);
      });
      return client;
    });
    clientPromise = loading;
    loading.catch(() => {
      if (clientPromise === loading) clientPromise = null;
    });
  }
  return clientPromise;
}

/** Whether the client has been asked for (it may still be loading); a failed load counts as not asked. */
export function authClientRequested(): boolean {
  return clientPromise !== null;
}

export async function attempt(
  work: (client: DbClient) => Promise<{ error: unknown }>,
  describe: (error: unknown) => string | null = authErrorMessage,
): Promise<AuthResult> {
  try {
    const { error } = await work(await authClient());
    return { error: describe(error) };
  } catch (error) {
    return { error: describe(error) };
  }
}
