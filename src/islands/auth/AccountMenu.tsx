/**
 * Ships to the browser: the header's account control. Guests get the person icon that opens the sign-in
 * dialog; signed-in users an avatar (initials) that opens a menu with their name, email, Account and Sign
 * Out. The server renders the guest icon; nothing else shows until the stored session has been read.
 * Also hosts the page's one sign-in dialog. Hydrated by client:session: when a session is stored, the
 * header's Sign in button is wanted, or the dialog is asked for (openSignInDialog wakes it).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ACCOUNT_SLOT_ID, ACCOUNT_STAND_IN } from './account-slot.ts';
import { islandLive, takeOver, whenNotPressed } from '../../hydration/islands.ts';
import { $signInDialog, openSignInDialog } from '../../stores/auth/dialog.ts';
import { $auth } from '../../stores/auth/session.ts';
import { signOut } from '../../stores/auth/sign-in.ts';
import { avatarInitials, displayName } from '../../auth/rules.ts';
import { AUTH_TEXT } from '../../config/constants/auth.ts';
import { PersonIcon } from './icons.tsx';
import { announceBookmarkAfterRedirect } from '../../stores/bookmark-announcement.ts';

// Loaded when first wanted (or when the pointer or focus reaches the sign-in button): most visitors never
// sign in, and the dialog is a third of this island's code.
const loadSignInDialog = () => import('./SignInDialog.tsx');
const SignInDialog = lazy(loadSignInDialog);

export default function AccountMenu() {
  const auth = useStore($auth);
  const dialogOpen = useStore($signInDialog) !== null;
  // Stays mounted once opened, so closing runs the dialog's own close and reset.
  const [dialogWanted, setDialogWanted] = useState(dialogOpen);
  if (dialogOpen && !dialogWanted) setDialogWanted(true);
  const menuId = useId();
  const [mounted, setMounted] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [live, setLive] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const guestButton = useRef<HTMLButtonElement>(null);
  const avatarButton = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const wasDialogOpen = useRef(false);

  useEffect(() => {
    // The island lives at the end of <body> and renders into the header's slot.
    setSlot(document.getElementById(ACCOUNT_SLOT_ID));
    setMounted(true);
    void announceBookmarkAfterRedirect();
  }, []);

  // The island's control shows once the static button is not being pressed (a press that began on it ends
  // on it, its click held for the island)...
  useLayoutEffect(() => {
    if (!slot) return;
    return whenNotPressed(slot.querySelector<HTMLElement>(ACCOUNT_STAND_IN), () => setLive(true));
  }, [slot]);

  // ...and in that frame the static button goes, and a click it took while the island loaded opens the dialog.
  useLayoutEffect(() => {
    if (!slot || !live) return;
    takeOver(slot.querySelector<HTMLElement>(ACCOUNT_STAND_IN), guestButton.current);
    if (islandLive('account').length > 0) openSignInDialog();
  }, [slot, live]);

  // The first client render must match the server's guest icon, whatever the store already knows.
  const user = mounted && auth.initialized ? auth.user : null;

  // After the dialog closes on a successful sign-in the icon it was opened from is gone: focus the avatar.
  useEffect(() => {
    if (wasDialogOpen.current && !dialogOpen) {
      requestAnimationFrame(() => {
        if (document.activeElement === document.body || document.activeElement === null) (avatarButton.current ?? guestButton.current)?.focus();
      });
    }
    wasDialogOpen.current = dialogOpen;
  }, [dialogOpen]);

  useEffect(() => {
    if (!user) setMenuOpen(false);
  }, [user]);

  useEffect(() => {
    if (!menuOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setMenuOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && menuOpen) {
      event.stopPropagation();
      setMenuOpen(false);
      avatarButton.current?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the menu closes it.
    if (menuOpen && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setMenuOpen(false);
  }

  async function onSignOut() {
    setError(null);
    const result = await signOut();
    if (result.error) {
      setError(result.error);
      return;
    }
    setMenuOpen(false);
    requestAnimationFrame(() => guestButton.current?.focus());
  }

  const name = user ? displayName(user) : '';
  if (!slot) return null;
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys and focus bubbling up from the menu's button and items, handled in one place
    <div ref={wrapper} className="relative" data-account-island hidden={!live} onKeyDown={onKeyDown} onBlur={onBlur}>
      {user ? (
        <>
          <button
            ref={avatarButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((shown) => !shown)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <span aria-hidden="true" data-avatar-initials className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {avatarInitials(user)}
            </span>
            <span className="sr-only">Account menu for {name}</span>
          </button>
          <div
            id={menuId}
            hidden={!menuOpen}
            className="absolute right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 text-left shadow-lg"
          >
            <div className="border-b border-slate-200 px-3 pt-1 pb-3">
              <p className="truncate font-semibold text-ink" data-account-name>
                {name}
              </p>
              <p className="truncate text-sm text-slate-700" data-account-email>
                {user.email}
              </p>
            </div>
            <ul className="pt-2">
              <li>
                <a href="/workspace" className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100">
                  {AUTH_TEXT.workspace}
                </a>
              </li>
              <li>
                <a href="/portfolio" className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100">
                  {AUTH_TEXT.portfolio}
                </a>
              </li>
              <li>
                <a href="/account" className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100">
                  {AUTH_TEXT.account}
                </a>
              </li>
              <li>
                <button
                  type="button"
                  onClick={onSignOut}
                  className="flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100"
                >
                  {AUTH_TEXT.signOut}
                </button>
              </li>
            </ul>
            {error ? (
              <p role="alert" className="mx-1 mt-2 rounded-md bg-red-50 px-2 py-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <button
          ref={guestButton}
          type="button"
          aria-label="Sign in"
          aria-haspopup="dialog"
          onClick={() => openSignInDialog()}
          onPointerEnter={() => void loadSignInDialog()}
          onFocus={() => void loadSignInDialog()}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <PersonIcon />
        </button>
      )}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <SignInDialog />
        </Suspense>
      ) : null}
    </div>,
    slot,
  );
}
