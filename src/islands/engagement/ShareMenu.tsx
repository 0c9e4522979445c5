/**
 * Ships to the browser (loaded on the first Share press that needs it): the share choices. Wider than
 * 768 px a menu under (or above) the Share button (arrow keys move, Escape or a choice closes and returns
 * focus to the button, an outside press closes); at 768 px and below, on a device without its own share, a
 * bottom sheet with Cancel.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { SHARE } from '../../config/constants/engagement.ts';
import { shareTargets, type ShareIdea, type ShareLocation, type ShareTarget } from '../../engagement/share.ts';
import BottomSheet from '../../ui/BottomSheet.tsx';
import { copyShareLink, openShareWindow, shareEvent } from './share-actions.ts';

interface Props {
  idea: ShareIdea;
  location: ShareLocation;
  mobile: boolean;
  open: boolean;
  /** `returnFocus`: put focus back on the Share button (Escape, a choice); not after an outside press. */
  onClose: (returnFocus: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  align: 'start' | 'end';
  /** Open upwards: the button sits at the bottom of the screen. */
  above: boolean;
}

const itemClass = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

export default function ShareMenu({ idea, location, mobile, open, onClose, triggerRef, align, above }: Props) {
  const menuRef = useRef<HTMLDivElement>(null);
  const targets = open ? shareTargets(idea, window.location.origin, mobile) : [];

  useEffect(() => {
    if (!open) return;
    shareEvent('share_open', idea, location, mobile ? 'sheet' : 'menu');
    // The sheet is a Dialog, which keeps Tab inside by itself.
    if (mobile) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Opening is the event: not again when the parent re-renders with a new callback.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [open, mobile]);

  function choose(target: ShareTarget, event: MouseEvent<HTMLAnchorElement>) {
    shareEvent('share_click', idea, location, target.platform);
    if (target.opens === 'window') {
      event.preventDefault();
      openShareWindow(target.href);
    }
    onClose(true);
  }

  function copy() {
    onClose(true);
    void copyShareLink(idea, location);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  }

  if (mobile) {
    return (
      <BottomSheet
        open={open}
        onClose={() => onClose(false)}
        title={SHARE.menuLabel}
        footer={
          <button type="button" onClick={() => onClose(true)} className="btn-secondary w-full">
            {SHARE.cancel}
          </button>
        }
      >
        <ul className="grid gap-1" aria-label={SHARE.menuLabel}>
          {targets.map((target) => (
            <li key={target.platform}>
              <a href={target.href} target={target.opens === 'window' ? '_blank' : undefined} rel="noopener noreferrer" className={itemClass} data-share-platform={target.platform} onClick={(event) => choose(target, event)}>
                {target.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={itemClass} data-share-platform="copy_link" onClick={copy}>
              {SHARE.copyLink}
            </button>
          </li>
        </ul>
      </BottomSheet>
    );
  }

  if (!open) return null;
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus goes to the menu's items (roving focus), not the menu
    <div
      ref={menuRef}
      role="menu"
      aria-label={SHARE.menuLabel}
      onKeyDown={onMenuKeyDown}
      className={`absolute z-30 w-full min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl ${above ? 'bottom-full mb-2' : 'top-full mt-2'} ${align === 'end' ? 'right-0' : 'left-0'}`}
    >
      {targets.map((target) => (
        <a
          key={target.platform}
          role="menuitem"
          href={target.href}
          target={target.opens === 'window' ? '_blank' : undefined}
          rel="noopener noreferrer"
          className={itemClass}
          data-share-platform={target.platform}
          onClick={(event) => choose(target, event)}
        >
          {target.label}
        </a>
      ))}
      <button type="button" role="menuitem" className={itemClass} data-share-platform="copy_link" onClick={copy}>
        {SHARE.copyLink}
      </button>
    </div>
  );
}
