// /account before the auth store has settled, for a guest, and for a signed-in user: which of them shows.
import { act, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { AUTH_TEXT } from '../../src/config/constants/auth.ts';
import { DAILY_ALERT_TEXT } from '../../src/config/constants/saved-searches.ts';
import { RECOMMENDATIONS } from '../../src/config/constants/recommendations.ts';
import { CONNECTED_ASSISTANTS_TEXT } from '../../src/config/constants/assistants.ts';
import { $auth } from '../../src/stores/auth/session.ts';
import AccountPage from '../../src/islands/auth/AccountPage.tsx';
import { authStarting, signedIn, signedOut, user } from './signed-in.ts';

// Its own file covers the assistants' list (connected-assistants.test.tsx); here it has none.
vi.mock('../../src/stores/auth/assistants.ts', () => ({ listAssistantGrants: async () => ({ grants: [], error: false }), revokeAssistantGrant: vi.fn() }));

test('until the stored session is read it says it is loading; with none stored, a guest is asked to sign in', async () => {
  authStarting();
  render(<AccountPage />);
  expect(screen.getByRole('status').textContent).toBe('Loading your account...');
  // The auth store settles (no session is stored in this browser) on its own, after the first render.
  await act(() => Promise.resolve());
  expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});

test('a guest is asked to sign in, and offered nothing else', () => {
  signedOut();
  render(<AccountPage />);
  expect(screen.getByText('You are not signed in')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: AUTH_TEXT.signOut })).toBeNull();
  expect(screen.queryByLabelText('Name')).toBeNull();
});

test("a signed-in user gets the profile with the address and name, password, the alert opt-in, the connected assistants and Sign Out", async () => {
  signedIn();
  render(<AccountPage />);
  expect(document.querySelector('[data-account-email]')?.textContent).toBe(user.email);
  expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Lovelace');
  for (const name of ['Profile', 'Password', RECOMMENDATIONS.optIn.heading, CONNECTED_ASSISTANTS_TEXT.heading, 'Sign out']) expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
  // No profile row read yet: the opt-in cannot be changed until it is.
  expect(screen.getByRole('checkbox').hasAttribute('disabled')).toBe(true);
  expect(screen.getByText(`Sign out of ${user.email} on this device.`)).toBeTruthy();
  expect(await screen.findByText(CONNECTED_ASSISTANTS_TEXT.empty)).toBeTruthy();
});

/** A profile that opted in to Picked for you. */
const pickingProfile = { id: user.id, email: user.email!, full_name: 'Ada Lovelace', role: 'user', picked_for_you: true, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

test('with Picked for you on and the daily alert off, the choice says it is not sent, with the way back on', () => {
  signedIn({ dailyAlert: 'unsubscribed' });
  $auth.set({ ...$auth.get(), profile: pickingProfile });
  render(<AccountPage />);
  const notice = document.querySelector<HTMLElement>('[data-daily-alert="unsubscribed"]')!;
  expect(notice.textContent).toContain(DAILY_ALERT_TEXT.pickedNeedsAlert);
  expect(screen.getByRole('button', { name: DAILY_ALERT_TEXT.turnOn })).toBeTruthy();
});

test('with Picked for you on and the daily alert on, nothing more is said', () => {
  signedIn();
  $auth.set({ ...$auth.get(), profile: pickingProfile });
  render(<AccountPage />);
  expect(document.querySelector('[data-daily-alert]')).toBeNull();
});
