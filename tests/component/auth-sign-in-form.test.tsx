// The one sign-in form (src/islands/auth/SignInForm.tsx) in its two looks, the dialog and the /auth page: what
// it shows for the answer an auth action gives. The actions themselves, against supabase-js and the local
// stand-in: tests/stores/auth-store.test.ts; the flows through real mail and pages: tests/e2e/auth*.spec.ts.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AUTH_LIMITS, AUTH_TEXT } from '../../src/config/constants/auth.ts';
import { $signInDialog, openSignInDialog } from '../../src/stores/auth/dialog.ts';
import { signInWithPassword, signUp } from '../../src/stores/auth/sign-in.ts';
import AuthForm from '../../src/islands/auth/AuthForm.tsx';
import SignInDialog from '../../src/islands/auth/SignInDialog.tsx';
import { signedOut } from './signed-in.ts';

vi.mock('../../src/stores/auth/sign-in.ts', () => ({
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
  sendMagicLink: vi.fn(),
  resetPassword: vi.fn(),
  resendConfirmation: vi.fn(),
  signInWithGoogle: vi.fn(),
  signOut: vi.fn(),
}));

const startPath = window.location.pathname + window.location.search;

beforeEach(() => {
  signedOut();
  vi.mocked(signInWithPassword).mockReset();
  vi.mocked(signUp).mockReset();
});

afterEach(() => {
  act(() => $signInDialog.set(null));
  vi.useRealTimers();
  window.history.replaceState(null, '', startPath);
});

function type(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value } });
}

/** The password input (its Show/Hide button is labelled too, so the input is asked for by its element). */
function passwordInput(scope: HTMLElement): HTMLInputElement {
  return within(scope).getByLabelText('Password', { selector: 'input' });
}

/** The dialog opened on its password view, the address and a password typed, and Sign In pressed. */
async function signInFromDialog(): Promise<HTMLDialogElement> {
  render(<SignInDialog />);
  act(() => openSignInDialog());
  const dialog = screen.getByRole('dialog', { name: AUTH_TEXT.dialogTitle }) as HTMLDialogElement;
  fireEvent.click(within(dialog).getByRole('button', { name: AUTH_TEXT.passwordOption }));
  type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  type(passwordInput(dialog), 'not-the-password');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_TEXT.signIn }));
  });
  return dialog;
}

test('the dialog: a refused password says why and stays open and usable after the moment a sign-in would close it', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.mocked(signInWithPassword).mockResolvedValue({ error: 'Invalid login credentials', emailNotConfirmed: false });
  const dialog = await signInFromDialog();
  expect(signInWithPassword).toHaveBeenCalledWith('ada@example.com', 'not-the-password');
  expect(within(dialog).getByRole('alert').textContent).toBe('Invalid login credentials');
  expect(within(dialog).getByRole('button', { name: AUTH_TEXT.signIn }).hasAttribute('disabled')).toBe(false);
  act(() => vi.advanceTimersByTime(AUTH_LIMITS.closeAfterPasswordMs + 1000));
  expect($signInDialog.get()).not.toBeNull();
  expect(dialog.open).toBe(true);
  // The password can be typed again.
  type(passwordInput(dialog), 'still-typing');
  expect(passwordInput(dialog).value).toBe('still-typing');
});

test('the dialog: a password sign-in that works says so and closes after the spec’s delay', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.mocked(signInWithPassword).mockResolvedValue({ error: null, emailNotConfirmed: false });
  const dialog = await signInFromDialog();
  expect(within(dialog).getByRole('status').textContent).toBe(AUTH_TEXT.signedIn);
  act(() => vi.advanceTimersByTime(AUTH_LIMITS.closeAfterPasswordMs - 1));
  expect($signInDialog.get()).not.toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect($signInDialog.get()).toBeNull();
  expect(dialog.open).toBe(false);
});

test('/auth: Sign in first; the password shows and hides; the toggle leads to Create an account, its password at least 6 characters', () => {
  render(<AuthForm />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
  const password = passwordInput(document.body);
  type(password, 'secret-1');
  expect(password.type).toBe('password');
  fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password.type).toBe('text');
  fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password.type).toBe('password');

  type(screen.getByLabelText('Email'), 'page@example.com');
  fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.toSignUp }));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create an account');
  // The page's toggle keeps the very inputs: what was typed stays.
  expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('page@example.com');
  const newPassword = passwordInput(document.body);
  expect(newPassword.required).toBe(true);
  expect(newPassword.minLength).toBe(AUTH_LIMITS.passwordMinLength);
  expect(AUTH_LIMITS.passwordMinLength).toBe(6);
  expect(newPassword.autocomplete).toBe('new-password');
  expect(screen.getByRole('button', { name: AUTH_TEXT.createAccount })).toBeTruthy();
});

test('/auth: a sign-up says to check the mail, clears the password and can go on to sign in; it returns to a safe redirect_to only', async () => {
  window.history.replaceState(null, '', '/auth?redirect_to=https%3A%2F%2Fevil.example%2F');
  vi.mocked(signUp).mockResolvedValue({ error: null });
  render(<AuthForm />);
  fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.toSignUp }));
  type(screen.getByLabelText('Email'), 'page@example.com');
  type(passwordInput(document.body), 'long-enough');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.createAccount }));
  });
  // Another site's address is no return path: the confirmation link comes back to the home page.
  expect(signUp).toHaveBeenCalledWith('page@example.com', 'long-enough', undefined, '/');
  expect(screen.getByRole('status').textContent).toBe(AUTH_TEXT.signedUp);
  expect(passwordInput(document.body).value).toBe('');
  const toSignIn = screen.getByRole('button', { name: AUTH_TEXT.toSignIn });
  expect(toSignIn.hasAttribute('disabled')).toBe(false);
  fireEvent.click(toSignIn);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
});

test('/auth: a sign-up returns to the redirect_to of this site it was given', async () => {
  window.history.replaceState(null, '', '/auth?redirect_to=%2Fdiscover%3FprimaryCategory%3DAgentic%2520AI');
  vi.mocked(signUp).mockResolvedValue({ error: null });
  render(<AuthForm />);
  fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.toSignUp }));
  type(screen.getByLabelText('Email'), 'page@example.com');
  type(passwordInput(document.body), 'long-enough');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.createAccount }));
  });
  expect(signUp).toHaveBeenCalledWith('page@example.com', 'long-enough', undefined, '/discover?primaryCategory=Agentic%20AI');
});
