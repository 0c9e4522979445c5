/**
 * The user's workspace rows as the database returns them, and pure rules over them: tag validation,
 * note normalization, previews. Ships to the browser.
 */
import { WORKSPACE_LIMITS, WORKSPACE_TEXT } from '../config/constants/workspace.ts';
import type { Tables } from '../supabase/types.ts';

/** user_idea_tags.tag_type: the database accepts these two. */
export type TagType = 'industry' | 'theme';

export type TagRow = Tables<'user_idea_tags'>;
export type NoteRow = Tables<'user_idea_notes'>;
export type ReadRow = Tables<'paper_reads'>;

/** The workspace bundle: bookmarked idea ids (newest saved first), tags, notes, paper reads. */
export interface WorkspaceBundle {
  bookmarks: string[];
  tags: TagRow[];
  notes: NoteRow[];
  reads: ReadRow[];
}

export const EMPTY_BUNDLE: WorkspaceBundle = { bookmarks: [], tags: [], notes: [], reads: [] };

export function tagsOf(bundle: WorkspaceBundle, ideaId: string): TagRow[] {
  return bundle.tags.filter((tag) => tag.idea_id === ideaId);
}

export function noteOf(bundle: WorkspaceBundle, ideaId: string): string {
  return bundle.notes.find((note) => note.idea_id === ideaId)?.content ?? '';
}

export function isRead(bundle: WorkspaceBundle, ideaId: string): boolean {
  return bundle.reads.some((read) => read.idea_id === ideaId);
}

/** A theme tag to add: trimmed, non-empty, not already on the idea (compared case-insensitively, as the database does). */
export function validateTag(value: string, existing: readonly TagRow[]): { value: string } | { error: string } {
  const trimmed = value.trim();
  if (!trimmed) return { error: WORKSPACE_TEXT.tagEmpty };
  const key = trimmed.toLowerCase();
  if (existing.some((tag) => tag.tag_type === 'theme' && tag.tag_value.trim().toLowerCase() === key)) return { error: WORKSPACE_TEXT.tagDuplicate };
  // Cut by characters (not UTF-16 halves) and trimmed again: the database stores tags exactly trimmed.
  return { value: Array.from(trimmed).slice(0, WORKSPACE_LIMITS.tagMaxLength).join('').trimEnd() };
}

/** Typed note text: input beyond the maximum is ignored. */
export function clampNote(text: string): string {
  return text.length > WORKSPACE_LIMITS.noteMaxLength ? text.slice(0, WORKSPACE_LIMITS.noteMaxLength) : text;
}

/** What is stored for a note: null when it is blank. */
export function storedNote(text: string): string | null {
  const clamped = clampNote(text);
  return clamped.trim() ? clamped : null;
}

/** List preview of a note: the first 100 characters plus an ellipsis. */
export function notePreview(text: string, length: number = WORKSPACE_LIMITS.notePreviewLength): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** The collapsed 'Your Notes' block on source papers: about 24 words. */
export function wordPreview(text: string, words: number = WORKSPACE_LIMITS.paperNotePreviewWords): { text: string; truncated: boolean } {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (all.length <= words) return { text: all.join(' '), truncated: false };
  return { text: `${all.slice(0, words).join(' ')}...`, truncated: true };
}

/** When the user last touched an idea: its note, its newest tag, else never (0). */
export function lastActivity(bundle: WorkspaceBundle, ideaId: string): number {
  let latest = 0;
  for (const note of bundle.notes) if (note.idea_id === ideaId) latest = Math.max(latest, Date.parse(note.updated_at) || 0);
  for (const tag of bundle.tags) if (tag.idea_id === ideaId) latest = Math.max(latest, Date.parse(tag.created_at) || 0);
  return latest;
}
