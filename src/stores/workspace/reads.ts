/**
 * Ships to the browser: whether the user has read an idea's paper (kept in paper_reads, so it follows them
 * across devices).
 */
import type { ReadRow, WorkspaceBundle } from '../../workspace/records.ts';
import { setPaperReadRow } from '../../queries/workspace.ts';
import { type ActionResult, $workspace, announceChange, optimistic, signedInClient, withBundle } from './bundle.ts';

/** Marks the idea's paper read or unread (kept in paper_reads, so it follows the user across devices). */
export async function setPaperRead(ideaId: string, read: boolean): Promise<ActionResult> {
  const session = await signedInClient();
  if ('error' in session) return session;
  const previous = $workspace.get().bundle.reads.find((row) => row.idea_id === ideaId);
  const without = (bundle: WorkspaceBundle) => ({ ...bundle, reads: bundle.reads.filter((row) => row.idea_id !== ideaId) });
  const row: ReadRow = { user_id: session.userId, idea_id: ideaId, read_at: new Date().toISOString() };
  const error = await optimistic(
    withBundle((bundle) => (read ? { ...without(bundle), reads: [row, ...without(bundle).reads] } : without(bundle))),
    withBundle((bundle) => (previous ? { ...without(bundle), reads: [previous, ...without(bundle).reads] } : without(bundle))),
    () => setPaperReadRow(session.client, session.userId, ideaId, read),
  );
  if (!error) announceChange(session.userId);
  return { error };
}

