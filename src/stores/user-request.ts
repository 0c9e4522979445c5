/** Ships to the browser: one query on the signed-in user's own rows, for the stores of the workspace's lists. */
import { WORKSPACE_TEXT } from '../config/constants.ts';
import { authErrorMessage } from '../auth/rules.ts';
import type { DbClient, QueryResult } from '../supabase/types.ts';
import { $auth, authClient } from './auth.ts';

/** The query, for the signed-in user; a thrown failure (network, auth) as a message. */
export async function userRequest<T>(run: (client: DbClient, userId: string) => QueryResult<T>): Promise<{ data: T | null; error: string | null }> {
  const userId = $auth.get().user?.id;
  if (!userId) return { data: null, error: WORKSPACE_TEXT.needsUser };
  try {
    const { data, error } = await run(await authClient(), userId);
    return { data: error ? null : data, error: error?.message ?? null };
  } catch (caught) {
    return { data: null, error: authErrorMessage(caught) || WORKSPACE_TEXT.tryAgain };
  }
}
