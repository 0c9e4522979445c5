/**
 * Ships to the browser: Refresh Research and pull-to-refresh, which re-read the current build's manifest
 * (src/stores/discover/loaded-index.ts refreshIndex) and say what happened.
 */
import { useCallback, useState } from 'react';
import { FEED_TEXT } from '../../config/constants/catalogue.ts';
import { type RefreshOutcome, refreshMessage } from '../../discover/feed-refresh.ts';
import PullIndicator from '../../ui/PullIndicator.tsx';
import { usePullToRefresh } from '../../ui/usePullToRefresh.ts';
import { useIsMobile } from '../../ui/useMediaQuery.ts';

export function useFeedRefresh(refreshIndex: () => Promise<RefreshOutcome>) {
  const [refreshing, setRefreshing] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    setNote(null);
    const outcome = await refreshIndex();
    setRefreshing(false);
    setNote(refreshMessage(outcome));
  }, [refreshIndex]);
  return { refreshing, note, refresh };
}

/** Its own component so that finger movement re-renders the indicator, not the whole list. */
export function PullToRefresh({ onRefresh }: { onRefresh: () => Promise<void> }) {
  const pull = usePullToRefresh({ onRefresh, enabled: useIsMobile() });
  return <PullIndicator pull={pull.pull} refreshing={pull.refreshing} />;
}

export function RefreshResearch({ refreshing, note, onRefresh }: { refreshing: boolean; note: string | null; onRefresh: () => Promise<void> }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <button type="button" className="btn-secondary" onClick={() => void onRefresh()} disabled={refreshing} aria-busy={refreshing} data-refresh-research>
        {refreshing ? FEED_TEXT.refreshing : FEED_TEXT.refresh}
      </button>
      <p className="min-h-5 text-sm text-slate-700" role="status" data-refresh-note>
        {note}
      </p>
    </div>
  );
}
