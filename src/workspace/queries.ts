/**
 * Ships to the browser: every query on the workspace tables (idea_bookmarks, user_idea_tags,
 * user_idea_notes, paper_reads) and workspace_bulk, typed by the generated Database type. Row-level
 * security keeps each user to their own rows; the user id is still sent, as the policies' checks expect.
 */
import { WORKSPACE_TEXT } from '../config/constants.ts';
import type { DbClient } from '../supabase/types.ts';
import { bundleFrom, type NoteRow, type TagRow, type WorkspaceBundle } from './records.ts';

/** The bundle in one workspace_bulk round trip, else from the four tables (a failed list reads as empty). */
export async function fetchWorkspaceBundle(client: DbClient, userId: string): Promise<WorkspaceBundle> {
  const bulk = await client.rpc('workspace_bulk');
  if (!bulk.error) return bundleFrom(bulk.data);
  console.error('workspace_bulk failed, reading the tables directly:', bulk.error.message);
  // Fetch errors of the single lists give empty results (spec); the user still sees the rest.
  const [bookmarks, tags, notes, reads] = await Promise.all([
    client.from('idea_bookmarks').select('idea_id').eq('user_id', userId).order('created_at', { ascending: false }),
    client.from('user_idea_tags').select('*').eq('user_id', userId).order('created_at'),
    client.from('user_idea_notes').select('*').eq('user_id', userId),
    client.from('paper_reads').select('*').eq('user_id', userId),
  ]);
  for (const result of [bookmarks, tags, notes, reads]) if (result.error) console.error('Workspace read failed:', result.error.message);
  return {
    bookmarks: (bookmarks.data ?? []).map((row) => row.idea_id),
    tags: tags.data ?? [],
    notes: notes.data ?? [],
    reads: reads.data ?? [],
  };
}

/** Inserts the bookmark; an existing one (23505) counts as saved. The error message, or null. */
export async function insertBookmark(client: DbClient, userId: string, ideaId: string): Promise<string | null> {
  const { error } = await client.from('idea_bookmarks').insert({ user_id: userId, idea_id: ideaId });
  return error && error.code !== '23505' ? error.message : null;
}

/** The error message, or null. */
export async function deleteBookmark(client: DbClient, userId: string, ideaId: string): Promise<string | null> {
  const { error } = await client.from('idea_bookmarks').delete().eq('user_id', userId).eq('idea_id', ideaId);
  return error?.message ?? null;
}

/** One user's tag on one idea. */
export type TagKey = { userId: string; ideaId: string; tagType: TagRow['tag_type']; value: string };

export async function insertTag(client: DbClient, tag: TagKey): Promise<{ row: TagRow | null; error: { code: string; message: string } | null }> {
  const { data, error } = await client
    .from('user_idea_tags')
    .insert({ user_id: tag.userId, idea_id: tag.ideaId, tag_type: tag.tagType, tag_value: tag.value })
    .select()
    .single();
  return { row: data, error };
}

/** The error message, or null. */
export async function deleteTag(client: DbClient, tag: TagKey): Promise<string | null> {
  const { error } = await client.from('user_idea_tags').delete().eq('user_id', tag.userId).eq('idea_id', tag.ideaId).eq('tag_type', tag.tagType).eq('tag_value', tag.value);
  return error?.message ?? null;
}

/** A note write over a known version: the stored row, or the newer row stored elsewhere, or why it failed. */
export type NoteWrite = { row: NoteRow; conflict: null; error: null } | { row: null; conflict: NoteRow; error: null } | { row: null; conflict: null; error: string };

/**
 * Stores the note (null: blank) only over the version `base` (its updated_at; null: no note stored). The
 * check is in the update's own filter, so two writers can never both pass it. When another version is
 * stored, that row comes back as `conflict`, unless it holds this very text (an earlier try that arrived).
 */
export async function writeNoteOver(client: DbClient, userId: string, ideaId: string, content: string | null, base: string | null): Promise<NoteWrite> {
  const notes = () => client.from('user_idea_notes');
  const write = base === null
    ? await notes().insert({ user_id: userId, idea_id: ideaId, content }).select().maybeSingle()
    : await notes().update({ content }).eq('user_id', userId).eq('idea_id', ideaId).eq('updated_at', base).select().maybeSingle();
  if (write.data) return { row: write.data, conflict: null, error: null };
  if (write.error && write.error.code !== '23505') return { row: null, conflict: null, error: write.error.message };
  const stored = await notes().select('*').eq('user_id', userId).eq('idea_id', ideaId).maybeSingle();
  if (stored.error) return { row: null, conflict: null, error: stored.error.message };
  if (stored.data) return stored.data.content === content ? { row: stored.data, conflict: null, error: null } : { row: null, conflict: stored.data, error: null };
  if (base === null) return { row: null, conflict: null, error: write.error?.message ?? WORKSPACE_TEXT.tryAgain };
  // The version written over is gone (the idea was removed meanwhile): nothing else is stored to keep.
  return writeNoteOver(client, userId, ideaId, content, null);
}

/** Marks the paper read (keeping the first read_at) or unread. The error message, or null. */
export async function setPaperReadRow(client: DbClient, userId: string, ideaId: string, read: boolean): Promise<string | null> {
  const { error } = read
    ? await client.from('paper_reads').upsert({ user_id: userId, idea_id: ideaId }, { onConflict: 'user_id,idea_id', ignoreDuplicates: true })
    : await client.from('paper_reads').delete().eq('user_id', userId).eq('idea_id', ideaId);
  return error?.message ?? null;
}
