/**
 * Ships to the browser: the clear control of `/discover?like=12`, beside the status line that names the idea,
 * and the plain note when its list could not be loaded (a number of no published idea leaves the address:
 * DiscoverFeed says so).
 */
import { LIKE_TEXT } from '../../config/constants/like.ts';
import type { LikeList } from '../../stores/discover/like-list.ts';

export function ShowAllButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn-secondary shrink-0" onClick={onClick} data-like-clear>
      {LIKE_TEXT.showAll}
    </button>
  );
}

export function LikeNote({ list, onClear }: { list: LikeList; onClear: () => void }) {
  if (list.status !== 'error') return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-slate-50 px-5 py-3" data-like-note={list.status}>
      <p className="min-w-0 flex-1 text-sm text-slate-700">{LIKE_TEXT.failed}</p>
      <ShowAllButton onClick={onClear} />
    </div>
  );
}
