/**
 * Ships to the browser: the sign-in dialog request ($signInDialog), opened from anywhere (header, bookmark
 * button, workspace prompts) and shown by the header's island. Needs no auth client: an island that only
 * asks for the dialog does not carry the session store.
 */
import { atom } from 'nanostores';
import { wakeIsland } from '../../hydration/islands.ts';
import { AUTH_TEXT } from '../../config/constants/auth.ts';

export type SignInMethod = 'password' | 'magic-link' | 'signup';

export interface SignInDialogRequest {
  title: string;
  /** Called when a sign-in step succeeded: a password sign-in, a magic link sent, an account created. */
  onSuccess?: (method: SignInMethod) => void;
  /** Called whenever the dialog closes. */
  onClose?: () => void;
}

/** The open dialog's request; null when closed. */
export const $signInDialog = atom<SignInDialogRequest | null>(null);

export function openSignInDialog(options: { title?: string; onSuccess?: (method: SignInMethod) => void; onClose?: () => void } = {}): void {
  $signInDialog.set({ title: options.title?.trim() || AUTH_TEXT.dialogTitle, onSuccess: options.onSuccess, onClose: options.onClose });
  // The dialog lives in the header's island, which a guest's page has not loaded yet.
  wakeIsland('account');
}

export function closeSignInDialog(): void {
  const request = $signInDialog.get();
  if (!request) return;
  $signInDialog.set(null);
  request.onClose?.();
}
