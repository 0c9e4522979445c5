/**
 * Ships to the browser: "Next refresh: Mon, Nov 23, 12:00 PM" in the reader's time zone, re-evaluated
 * every 60 s. The server text names the schedule in UTC, which is also what readers without JavaScript see.
 */
import { useEffect, useState } from 'react';
import { formatFeedRefresh, nextFeedRefresh } from '../discover/feed-refresh.ts';

const RECHECK_MS = 60_000;

export default function FeedRefreshLabel() {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setLabel(formatFeedRefresh(nextFeedRefresh(new Date())));
    update();
    const timer = setInterval(update, RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span data-feed-refresh>
      {label ? (
        <>
          Next feed refresh: <time>{label}</time>
        </>
      ) : (
        'New ideas every weekday at 06:30 UTC'
      )}
    </span>
  );
}
