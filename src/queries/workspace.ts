/**
 * Ships to the browser: every query on the workspace tables (idea_bookmarks, user_idea_tags,
 * user_idea_notes, paper_reads) and workspace_bulk, typed by the generated Database type. Row-level
 * security keeps each user to their own rows; the user id is still sent, as the policies' checks expect.
 */
import * as z from 'zod/mini';
import { WORKSPACE_TEXT } from '../config/constants/workspace.ts';
import { dbFailure, dbResult, type DbResult } from '../supabase/result.ts';
import type { DbClient } from '../supabase/types.ts';
import { EMPTY_BUNDLE, type NoteRow, type TagRow, type WorkspaceBundle } from '../workspace/records.ts';

// zod/mini: these schemas ship in the workspace's chunk, where the full zod would weigh several times more.
const tagRow = z.object({ id: z.string(), user_id: z.string(), idea_id: z.string(), tag_type: z.string(), tag_value: z.string(), created_at: z.string() });
const noteRow = z.object({ user_id: z.string(), idea_id: z.string(), content: z.nullable(z.string()), created_at: z.string(), updated_at: z.string() });
const readRow = z.object({ user_id: z.string(), idea_id: z.string(), read_at: z.string() });

/** A list an older workspace_bulk did not return reads as empty. */
const list = <T extends z.ZodMiniType>(row: T) => z.pipe(z.nullish(z.array(row)), z.transform((rows) => rows ?? []));

const bulkSchema = z.pipe(
  z.nullable(z.object({ bookmarks: list(z.string()), tags: list(tagRow), notes: list(noteRow), reads: list(readRow) })),
  z.transform((bundle): WorkspaceBundle => bundle ?? EMPTY_BUNDLE),
);

/** The bundle from workspace_bulk's JSON; a missing list (an older function version) reads as empty. */
export function bundleFrom(value: unknown): DbResult<WorkspaceBundle> {
  const parsed = bulkSchema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : dbFailure(`workspace_bulk answered an unexpected shape: ${parsed.error.message}`);
}

/**
 * The bundle in one workspace_bulk round trip, else from the four tables. Never a failure: a list that
 * cannot be read is empty (spec), and the user still sees the rest.
 */
export async function fetchWorkspaceBundle(client: DbClient, userId: string): Promise<DbResult<WorkspaceBundle>> {
  const bulk = dbResult(await client.rpc('workspace_bulk'));
  const bundle = bulk.ok ? bundleFrom(bulk.data) : bulk;
  if (bundle.ok) return bundle;
  console.error('workspace_bulk failed, reading the tables directly:', bundle.message);
  const [bookmarks, tags, notes, reads] = await Promise.all([
    client.from('idea_bookmarks').select('idea_id').eq('user_id', userId).order('created_at', { ascending: false }),
    client.from('user_idea_tags').select('*').eq('user_id', userId).order('created_at'),
    client.from('user_idea_notes').select('*').eq('user_id', userId),
    client.from('paper_reads').select('*').eq('user_id', userId),
  ]);
  const rows = <T>(result: DbResult<T[]>): T[] => {
    if (result.ok) return result.data;
    console.error('Workspace read failed:', result.message);
    return [];
  };
  return {
    ok: true,
    data: { bookmarks: rows(dbResult(bookmarks)).map((row) => row.idea_id), tags: rows(dbResult(tags)), notes: rows(dbResult(notes)), reads: rows(dbResult(reads)) },
  };
}

/** Inserts the bookmark; an existing one counts as saved. */
export async function insertBookmark(client: DbClient, userId: string, ideaId: string): Promise<DbResult<null>> {
  const result = dbResult(await client.from('idea_bookmarks').insert({ user_id: userId, idea_id: ideaId }));
  return !result.ok && result.reason === 'exists' ? { ok: true, data: null } : result;
}

export async function deleteBookmark(client: DbClient, userId: string, ideaId: string): Promise<DbResult<null>> {
  return dbResult(await client.from('idea_bookmarks').delete().eq('user_id', userId).eq('idea_id', ideaId));
}

/** One user's tag on one idea. */
export type TagKey = { userId: string; ideaId: string; tagType: TagRow['tag_type']; value: string };

/** The stored tag; `exists` when the idea already has it. */
export async function insertTag(client: DbClient, tag: TagKey): Promise<DbResult<TagRow>> {
  return dbResult(
    await client.from('user_idea_tags').insert({ user_id: tag.userId, idea_id: tag.ideaId, tag_type: tag.tagType, tag_value: tag.value }).select().single(),
  );
}

export async function deleteTag(client: DbClient, tag: TagKey): Promise<DbResult<null>> {
  return dbResult(await client.from('user_idea_tags').delete().eq('user_id', tag.userId).eq('idea_id', tag.ideaId).eq('tag_type', tag.tagType).eq('tag_value', tag.value));
}

/** A note write over a known version: the row it stored, or the other version stored meanwhile. */
export type NoteWrite = { stored: NoteRow } | { conflict: NoteRow };

/**
 * Stores the note (null: blank) only over the version `base` (its updated_at; null: no note stored). The
 * check is in the update's own filter, so two writers can never both pass it. When another version is
 * stored, that row comes back as `conflict`, unless it holds this very text (an earlier try that arrived).
 */
export async function writeNoteOver(client: DbClient, userId: string, ideaId: string, content: string | null, base: string | null): Promise<DbResult<NoteWrite>> {
  const notes = () => client.from('user_idea_notes');
  const write = dbResult(
    base === null
      ? await notes().insert({ user_id: userId, idea_id: ideaId, content }).select().maybeSingle()
      : await notes().update({ content }).eq('user_id', userId).eq('idea_id', ideaId).eq('updated_at', base).select().maybeSingle(),
  );
  if (write.ok && write.data) return { ok: true, data: { stored: write.data } };
  if (!write.ok && write.reason !== 'exists') return write;
  const stored = dbResult(await notes().select('*').eq('user_id', userId).eq('idea_id', ideaId).maybeSingle());
  if (!stored.ok) return stored;
  if (stored.data) return { ok: true, data: stored.data.content === content ? { stored: stored.data } : { conflict: stored.data } };
  if (base === null) return write.ok ? dbFailure(WORKSPACE_TEXT.tryAgain) : write;
  // The version written over is gone (the idea was removed meanwhile): nothing else is stored to keep.
  return writeNoteOver(client, userId, ideaId, content, null);
}

/** Marks the paper read (keeping the first read_at) or unread. */
export async function setPaperReadRow(client: DbClient, userId: string, ideaId: string, read: boolean): Promise<DbResult<null>> {
  return dbResult(
    read
      ? await client.from('paper_reads').upsert({ user_id: userId, idea_id: ideaId }, { onConflict: 'user_id,idea_id', ignoreDuplicates: true })
      : await client.from('paper_reads').delete().eq('user_id', userId).eq('idea_id', ideaId),
  );
}
