// The assistant consent page's island (src/islands/auth/OAuthConsent.tsx) for each answer its calls give:
// sign-in first, the request with Allow and Deny, busy and not twice, the way back to the client, and each
// failure with its message. The calls themselves against the stand-in: tests/stores/assistants-store.test.ts;
// the whole flow in Chromium: tests/e2e/oauth-consent.spec.ts.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ASSISTANT_ABILITIES, CONSENT_TEXT } from '../../src/config/constants/assistants.ts';
import { decideAuthorization, leaveFor, loadAuthorization, type ConsentAnswer, type ConsentDetails } from '../../src/stores/auth/assistants.ts';
import { signOut } from '../../src/stores/auth/sign-in.ts';
import OAuthConsent from '../../src/islands/auth/OAuthConsent.tsx';
import { authStarting, signedIn, signedOut, user } from './signed-in.ts';

vi.mock('../../src/stores/auth/assistants.ts', () => ({ loadAuthorization: vi.fn(), decideAuthorization: vi.fn(), leaveFor: vi.fn() }));
vi.mock('../../src/stores/auth/sign-in.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), signOut: vi.fn() }));

const ID = 'abcdefghijklmnopqrstuvwxyz234567';
const startPath = window.location.pathname + window.location.search;

const details: ConsentDetails = {
  authorization_id: ID,
  redirect_uri: 'http://127.0.0.1:33418/callback',
  client: { id: 'client-1', name: 'Claude Desktop', uri: 'https://claude.ai', logo_uri: '' },
  user: { id: user.id, email: user.email! },
  scope: 'email',
};
const allowedUrl = 'http://127.0.0.1:33418/callback?code=c0de&state=st';
const deniedUrl = 'http://127.0.0.1:33418/callback?error=access_denied&state=st';

/** A promise the test settles when it wants, to look at the page while a call runs. */
function held<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

beforeEach(() => {
  window.history.replaceState(null, '', `/oauth/consent?authorization_id=${ID}`);
  vi.mocked(loadAuthorization).mockReset().mockResolvedValue({ kind: 'details', details });
  vi.mocked(decideAuthorization).mockReset();
  vi.mocked(leaveFor).mockReset();
  vi.mocked(signOut).mockReset().mockResolvedValue({ error: null });
});

afterEach(() => {
  window.history.replaceState(null, '', startPath);
});

const question = () => screen.findByRole('heading', { level: 2, name: CONSENT_TEXT.question('Claude Desktop') });

test('while the session is read it says it is loading; signed out, the sign-in form comes first and nothing is asked', async () => {
  authStarting();
  render(<OAuthConsent />);
  expect(screen.getByRole('status').textContent).toBe(CONSENT_TEXT.loading);
  await act(() => Promise.resolve());
  signedOut();
  expect(await screen.findByRole('heading', { level: 2, name: CONSENT_TEXT.signInHeading })).toBeTruthy();
  expect(screen.getByLabelText('Email')).toBeTruthy();
  expect(loadAuthorization).not.toHaveBeenCalled();
});

test('once signed in, the same request loads: who asks, where it returns, its website, what it may do, for which account; the question has focus', async () => {
  signedOut();
  render(<OAuthConsent />);
  await screen.findByRole('heading', { name: CONSENT_TEXT.signInHeading });
  act(() => signedIn());
  const heading = await question();
  expect(loadAuthorization).toHaveBeenCalledWith(ID);
  // Focus moves in an effect after the heading is painted: on a busy machine the heading can be found first.
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(document.querySelector('[data-consent-address]')?.textContent).toBe('127.0.0.1:33418');
  expect(screen.getByRole('link', { name: 'https://claude.ai/' }).getAttribute('href')).toBe('https://claude.ai/');
  for (const ability of ASSISTANT_ABILITIES) expect(screen.getByText(ability)).toBeTruthy();
  expect(screen.getByText('Your email address')).toBeTruthy();
  expect(screen.getByText(user.email!)).toBeTruthy();
  expect(screen.getByRole('button', { name: CONSENT_TEXT.allow }).getAttribute('type')).toBe('button');
  expect(screen.getByRole('button', { name: CONSENT_TEXT.deny })).toBeTruthy();
});

test('Allow: both buttons busy, a second click sends nothing more, then the page says so and leaves for the code', async () => {
  signedIn();
  const decision = held<ConsentAnswer>();
  vi.mocked(decideAuthorization).mockReturnValue(decision.promise);
  render(<OAuthConsent />);
  await question();
  const allow = screen.getByRole('button', { name: CONSENT_TEXT.allow });
  fireEvent.click(allow);
  fireEvent.click(allow);
  expect(allow.textContent).toBe(CONSENT_TEXT.allowing);
  expect(allow.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.deny }));
  expect(screen.getByRole('status').textContent).toBe(CONSENT_TEXT.allowing);
  expect(decideAuthorization).toHaveBeenCalledTimes(1);
  expect(decideAuthorization).toHaveBeenCalledWith(ID, true);
  await act(async () => decision.settle({ kind: 'redirect', url: allowedUrl }));
  expect(leaveFor).toHaveBeenCalledWith(allowedUrl);
  const leaving = screen.getByRole('heading', { level: 2, name: CONSENT_TEXT.allowed('Claude Desktop') });
  expect(document.activeElement).toBe(leaving);
});

test('Deny leaves for the redirect with the refusal', async () => {
  signedIn();
  vi.mocked(decideAuthorization).mockResolvedValue({ kind: 'redirect', url: deniedUrl });
  render(<OAuthConsent />);
  await question();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.deny }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(deniedUrl));
  expect(decideAuthorization).toHaveBeenCalledWith(ID, false);
  expect(screen.getByRole('heading', { name: CONSENT_TEXT.denied('Claude Desktop') })).toBeTruthy();
});

test('a request this account already allowed goes straight back to the client', async () => {
  signedIn();
  vi.mocked(loadAuthorization).mockResolvedValue({ kind: 'redirect', url: allowedUrl });
  render(<OAuthConsent />);
  expect(await screen.findByRole('heading', { name: CONSENT_TEXT.alreadyAllowed })).toBeTruthy();
  expect(leaveFor).toHaveBeenCalledWith(allowedUrl);
});

test('an address without a request says where connecting starts, asks nothing and offers no retry', async () => {
  window.history.replaceState(null, '', '/oauth/consent');
  signedIn();
  render(<OAuthConsent />);
  const heading = await screen.findByRole('heading', { name: CONSENT_TEXT.problemHeading });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByRole('alert').textContent).toBe(CONSENT_TEXT.problems.missingRequest);
  expect(screen.queryByRole('button', { name: CONSENT_TEXT.tryAgain })).toBeNull();
  expect(loadAuthorization).not.toHaveBeenCalled();
});

test('an expired, unknown or other account\'s request says so and offers another account, not a retry', async () => {
  signedIn();
  vi.mocked(loadAuthorization).mockResolvedValue({ kind: 'problem', problem: 'gone' });
  render(<OAuthConsent />);
  expect(await screen.findByRole('heading', { name: CONSENT_TEXT.problemHeading })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(CONSENT_TEXT.problems.gone);
  expect(screen.queryByRole('button', { name: CONSENT_TEXT.tryAgain })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.otherAccount }));
  expect(signOut).toHaveBeenCalledTimes(1);
});

test('a request answered already says so when Allow finds it decided; the buttons are gone', async () => {
  signedIn();
  vi.mocked(decideAuthorization).mockResolvedValue({ kind: 'problem', problem: 'decided' });
  render(<OAuthConsent />);
  await question();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.allow }));
  expect(await screen.findByText(CONSENT_TEXT.problems.decided)).toBeTruthy();
  expect(screen.queryByRole('button', { name: CONSENT_TEXT.allow })).toBeNull();
  expect(leaveFor).not.toHaveBeenCalled();
});

test('no network: the message and Try again, which loads the request anew', async () => {
  signedIn();
  vi.mocked(loadAuthorization).mockResolvedValueOnce({ kind: 'problem', problem: 'offline' });
  render(<OAuthConsent />);
  expect(await screen.findByText(CONSENT_TEXT.problems.offline)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.tryAgain }));
  const heading = await question();
  expect(document.activeElement).toBe(heading);
  expect(loadAuthorization).toHaveBeenCalledTimes(2);
});

test('Allow failing for want of a network lets the person try again: the buttons work again after Try again', async () => {
  signedIn();
  vi.mocked(decideAuthorization).mockResolvedValueOnce({ kind: 'problem', problem: 'offline' }).mockResolvedValueOnce({ kind: 'redirect', url: allowedUrl });
  render(<OAuthConsent />);
  await question();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.allow }));
  fireEvent.click(await screen.findByRole('button', { name: CONSENT_TEXT.tryAgain }));
  await question();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.allow }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(allowedUrl));
  expect(decideAuthorization).toHaveBeenCalledTimes(2);
});

test('Use another account signs out to the sign-in form; the next account loads the request anew', async () => {
  signedIn();
  vi.mocked(signOut).mockImplementation(async () => {
    signedOut();
    return { error: null };
  });
  render(<OAuthConsent />);
  await question();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.otherAccount }));
  expect(await screen.findByRole('heading', { name: CONSENT_TEXT.signInHeading })).toBeTruthy();
  expect(screen.queryByRole('button', { name: CONSENT_TEXT.allow })).toBeNull();
  vi.mocked(loadAuthorization).mockResolvedValue({ kind: 'problem', problem: 'gone' });
  act(() => signedIn());
  expect(screen.getByRole('status').textContent).toBe(CONSENT_TEXT.loading);
  expect(await screen.findByText(CONSENT_TEXT.problems.gone)).toBeTruthy();
  expect(loadAuthorization).toHaveBeenCalledTimes(2);
});
