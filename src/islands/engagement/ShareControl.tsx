/**
 * Ships to the browser: the Share button of idea pages (side column and bottom bar) and discover cards,
 * with the site's one Share behaviour: on a phone (768 px or less) the device's own share where it has one, else the share bottom
 * sheet; wider, the share menu. Only the button is in the first bundle; the rest is fetched on first use.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { SHARE } from '../../config/constants/engagement.ts';
import type { ShareIdea, ShareLocation } from '../../engagement/share.ts';
import { BAR_ITEM_CLASS } from '../../ui/action-bar.ts';
import { MOBILE_QUERY } from '../../ui/useMediaQuery.ts';
import { loadShareActions } from './share-loader.ts';

const ShareMenu = lazy(() => import('./ShareMenu.tsx'));

const BUTTON_CLASS = { full: 'btn-secondary w-full', compact: 'btn-secondary min-h-11 px-3', bar: BAR_ITEM_CLASS } as const;

interface Props {
  idea: ShareIdea;
  location: ShareLocation;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  /**
   * 'full' fills its column; 'compact' (discover cards) also names the idea in its accessible name; 'bar'
   * is an item of the idea page's bottom bar, its menu opening upwards.
   */
  variant?: 'full' | 'compact' | 'bar';
  /** The wrapper's classes; it must be positioned (the menu hangs under the button). */
  className?: string;
}

export default function ShareControl({ idea, location, align = 'start', variant = 'full', className = 'relative' }: Props) {
  // Read when the menu opens, not subscribed to: a list of cards would otherwise render every button again
  // right after hydration on phones (the server cannot know the width).
  const [mobile, setMobile] = useState(false);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  function close(returnFocus: boolean) {
    setOpen(false);
    // The sheet is a modal <dialog> and gives focus back itself; the menu is not.
    if (returnFocus && !mobile) trigger.current?.focus();
  }

  return (
    <div className={className} data-share-control>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={variant === 'compact' ? `${SHARE.button}: ${idea.title}` : undefined}
        onPointerDown={() => void loadShareActions()}
        onFocus={() => void loadShareActions()}
        onClick={() => {
          void loadShareActions().then(({ deviceShare }) => {
            if (deviceShare(idea, location)) return;
            setMobile(window.matchMedia(MOBILE_QUERY).matches);
            setLoaded(true);
            setOpen((current) => !current);
          });
        }}
        className={BUTTON_CLASS[variant]}
      >
        <svg
          className={variant === 'bar' ? 'size-5' : 'size-4'}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap={variant === 'bar' ? 'round' : undefined}
          strokeLinejoin={variant === 'bar' ? 'round' : undefined}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        {SHARE.button}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ShareMenu idea={idea} location={location} mobile={mobile} open={open} onClose={close} triggerRef={trigger} align={align} above={variant === 'bar'} />
        </Suspense>
      ) : null}
    </div>
  );
}
