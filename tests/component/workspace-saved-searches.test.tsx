// Saved searches where the database or the subscribe function has the last word, answered here: a save the
// database refuses keeps discover's Alert me dialog open with its message, and Turn on in the workspace's
// notice asks for a confirmation link for the account's address and says so. (The database's limit itself is
// tests/db/rls-saved-searches.ts's subject; the subscribe function's, tests/functions/mail-functions.test.ts's.)
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { DAILY_ALERT_TEXT, SAVED_SEARCH_TEXT } from '../../src/config/constants/saved-searches.ts';
import * as subscription from '../../src/engagement/subscribe.ts';
import SavedSearchDialog from '../../src/islands/discover/SavedSearchDialog.tsx';
import SavedSearches from '../../src/islands/workspace/SavedSearches.tsx';
import { $dailyAlert } from '../../src/stores/daily-alert.ts';
import { $savedSearches } from '../../src/stores/saved-searches.ts';
import { $toasts } from '../../src/ui/toast.ts';
import type { SavedSearch } from '../../src/workspace/saved-searches.ts';
import { signedIn, user } from './signed-in.ts';

vi.mock('../../src/engagement/subscribe.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engagement/subscribe.ts')>();
  return { ...real, subscribe: vi.fn(real.subscribe) };
});
const real = await vi.importActual<typeof import('../../src/engagement/subscribe.ts')>('../../src/engagement/subscribe.ts');

afterEach(() => {
  vi.mocked(subscription.subscribe).mockReset();
  $toasts.set([]);
});

test("a save the database refuses keeps the dialog open with the database's message, and the toast says it failed", async () => {
  const message = 'Limit reached: at most 50 saved searches per account.';
  const inserted: unknown[] = [];
  // The database, as PostgREST answers the insert when the table's trigger raises (P0001): the real supabase-js
  // client reads it (this layer has no backend, so the one request is answered here).
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    inserted.push([new URL(request.url).pathname, request.method, await request.json()]);
    return Response.json({ code: 'P0001', message, details: null, hint: null }, { status: 400 });
  });
  signedIn();
  const onClose = vi.fn();
  render(<SavedSearchDialog open onClose={onClose} filters={{ query: '', technologies: [], industries: ['Healthcare'] }} refusal={null} />);
  const dialog = screen.getByRole('dialog', { name: SAVED_SEARCH_TEXT.dialogTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXT.save }));
  await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeNull());

  expect(inserted).toEqual([['/rest/v1/saved_searches', 'POST', expect.objectContaining({ industries: ['Healthcare'], name: 'Healthcare' })]]);
  expect(within(dialog).getByRole('alert').textContent).toBe(message);
  expect(onClose).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXT.save })).toBeTruthy();
  expect($toasts.get()).toEqual([expect.objectContaining({ title: SAVED_SEARCH_TEXT.createFailed, description: message, variant: 'destructive' })]);
});

const search: SavedSearch = {
  id: 's1', user_id: user.id, name: 'Agents for lawyers', query: 'agents', technologies: [], industries: [],
  min_composite: null, min_novelty: null, min_market: null, min_feasibility: null, paused: false, created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z',
};

test("after an unsubscribe, Turn on asks for a confirmation link for the account's address: the notice then says it is pending", async () => {
  const asked: [string, string][] = [];
  vi.mocked(subscription.subscribe).mockImplementation((kind, email) =>
    real.subscribe(kind, email, async (list, address) => {
      asked.push([list, address]);
      return { ok: true, sent: true };
    }),
  );
  signedIn({ savedSearches: { status: 'ready', searches: [search] }, dailyAlert: 'unsubscribed' });
  render(<SavedSearches />);
  const notice = document.querySelector<HTMLElement>('[data-daily-alert="unsubscribed"]')!;
  expect(notice.textContent).toContain(DAILY_ALERT_TEXT.off);
  await act(async () => fireEvent.click(within(notice).getByRole('button', { name: DAILY_ALERT_TEXT.turnOn })));

  expect(asked).toEqual([['alerts', user.email]]);
  expect($dailyAlert.get().alert).toBe('pending');
  const pending = document.querySelector<HTMLElement>('[data-daily-alert="pending"]')!;
  expect(pending.textContent).toContain(DAILY_ALERT_TEXT.pending(user.email!));
  expect(within(pending).getByRole('button', { name: DAILY_ALERT_TEXT.sendAgain })).toBeTruthy();
  expect($toasts.get()).toEqual([expect.objectContaining({ title: DAILY_ALERT_TEXT.linkSentTitle, description: DAILY_ALERT_TEXT.linkSent(user.email!) })]);
  // Still not emailed until the link is opened.
  expect(document.querySelector('[data-saved-search-state]')!.textContent).toBe(DAILY_ALERT_TEXT.notEmailed);
  expect($savedSearches.get().searches).toHaveLength(1);
});
