/** The Source Papers list: All / Unread / Read and its empty messages. Pure; ships to the browser. */
import { WORKSPACE_TEXT } from '../config/constants/workspace.ts';
import { isRead, type WorkspaceBundle } from './records.ts';
import type { SavedIdea } from './saved-ideas.ts';

export const PAPER_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
] as const;

export type PaperFilter = (typeof PAPER_FILTERS)[number]['value'];

export interface PapersView {
  shown: SavedIdea[];
  readCount: number;
  empty: { title: string; body?: string } | null;
}

/** `ideas` are the saved ideas after the header filters; `hasSaved` whether anything is saved at all. */
export function papersFor(ideas: readonly SavedIdea[], bundle: WorkspaceBundle, filter: PaperFilter, hasSaved: boolean): PapersView {
  const readCount = ideas.filter((idea) => isRead(bundle, idea.id)).length;
  const shown = ideas.filter((idea) => filter === 'all' || isRead(bundle, idea.id) === (filter === 'read'));
  let empty: PapersView['empty'] = null;
  if (!hasSaved) empty = { title: WORKSPACE_TEXT.noPapers, body: WORKSPACE_TEXT.noPapersHint };
  else if (ideas.length === 0) empty = { title: WORKSPACE_TEXT.noPapersFound };
  else if (shown.length === 0) empty = { title: filter === 'read' ? WORKSPACE_TEXT.noReadPapers : WORKSPACE_TEXT.allPapersRead };
  return { shown, readCount, empty };
}
