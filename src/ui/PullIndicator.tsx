/** Ships to the browser: what the pull-to-refresh gesture shows at the top of the page. */
import { PULL_TRIGGER_PX, shouldRefresh } from './usePullToRefresh.ts';

interface Props {
  /** From usePullToRefresh. */
  pull: number;
  refreshing: boolean;
}

/** Its size plus the shadow: at pull 0 it sits fully above the viewport. */
const hiddenOffsetPx = 48;

export default function PullIndicator({ pull, refreshing }: Props) {
  const armed = refreshing || shouldRefresh(pull);
  // While the finger is down the badge must follow it exactly; the transition is only for the spring back.
  const dragging = pull > 0 && !refreshing;
  return (
    <>
      <p role="status" className="sr-only">
        {refreshing ? 'Refreshing…' : ''}
      </p>
      <div
        aria-hidden="true"
        style={{
          transform: `translate(-50%, ${pull - hiddenOffsetPx}px)`,
          // Fades in over the first half of the way to the trigger point.
          opacity: refreshing ? 1 : Math.min(1, pull / (PULL_TRIGGER_PX / 2)),
          transitionDuration: dragging ? '0ms' : undefined,
        }}
        className="pointer-events-none fixed top-0 left-1/2 z-50 flex size-10 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-slate-200 transition-[transform,opacity] duration-200 ease-out motion-reduce:transition-none"
      >
        {refreshing ? (
          <svg className="size-5 motion-safe:animate-spin" viewBox="0 0 24 24" fill="none" focusable="false">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        ) : (
          <svg
            className={`size-5 transition-transform duration-200 motion-reduce:transition-none ${armed ? 'rotate-180' : ''}`}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <path d="M12 5v14M6 13l6 6 6-6" />
          </svg>
        )}
      </div>
    </>
  );
}
