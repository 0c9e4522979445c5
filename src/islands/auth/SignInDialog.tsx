/**
 * Ships to the browser: the sign-in dialog, the site's modal Dialog around the one sign-in form
 * (./SignInForm.tsx). Opened from anywhere with openSignInDialog(); after a success it calls the request's
 * success handler and closes after the spec's delay. Closing it, however it happens, resets it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { $signInDialog, closeSignInDialog, type SignInDialogRequest, type SignInMethod } from '../../stores/auth/dialog.ts';
import { AUTH_LIMITS, AUTH_TEXT } from '../../config/constants/auth.ts';
import { Dialog, DialogCloseButton, DialogTitle } from '../../ui/Dialog.tsx';
import { SignInForm, type SignInView } from './SignInForm.tsx';

const SUBTITLES: Record<SignInView, string> = {
  signin: 'Save ideas to your workspace, then add tags and notes.',
  'magic-link': 'We will email you a link that signs you in.',
  password: 'Sign in with your email and password.',
  signup: 'Create an account with your email and a password.',
};

export default function SignInDialog() {
  const request = useStore($signInDialog);
  const subtitleId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  /** The request the dialog was last shown for. */
  const shownRequest = useRef<SignInDialogRequest | null>(null);
  /** Bumped on every close: a fresh form (back to the options, empty fields, a late request ignored). */
  const [generation, setGeneration] = useState(0);

  function reset() {
    window.clearTimeout(closeTimer.current);
    setGeneration((current) => current + 1);
  }

  useEffect(() => {
    if (request) shownRequest.current = request;
    else reset();
  }, [request]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  /**
   * Escape, the close button and a backdrop tap close the dialog natively. By the time the store hears of
   * it, a newer request may be in it: only a close of the request still shown is passed on.
   */
  function onClose() {
    reset();
    if ($signInDialog.get() === shownRequest.current) closeSignInDialog();
  }

  function onSuccess(method: SignInMethod) {
    try {
      request?.onSuccess?.(method);
    } catch (error) {
      console.error('The sign-in success handler failed:', error);
    }
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(closeSignInDialog, method === 'password' ? AUTH_LIMITS.closeAfterPasswordMs : AUTH_LIMITS.closeAfterMailMs);
  }

  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      showFor={request}
      describedBy={subtitleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-left text-slate-800 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="px-5 pt-4 pb-6 sm:px-6">
        <SignInForm
          key={generation}
          variant="dialog"
          onSuccess={onSuccess}
          header={(view) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <DialogTitle className="pt-2 text-xl font-bold text-ink">{request?.title ?? AUTH_TEXT.dialogTitle}</DialogTitle>
                <DialogCloseButton label="Close" className="-mr-2 shrink-0" />
              </div>
              <p id={subtitleId} className="mt-1 mb-5 text-sm text-slate-700">
                {SUBTITLES[view]}
              </p>
            </>
          )}
        />
      </div>
    </Dialog>
  );
}
