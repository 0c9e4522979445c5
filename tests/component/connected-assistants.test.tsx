// The account page's connected assistants (src/islands/auth/ConnectedAssistants.tsx): the list with when and
// what each was allowed, none, a list that could not load, and Remove access behind its confirmation, gone at
// once and back in its place when the revoke is refused. The calls against the stand-in:
// tests/stores/assistants-store.test.ts.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { CONNECTED_ASSISTANTS_TEXT as t } from '../../src/config/constants/assistants.ts';
import { listAssistantGrants, revokeAssistantGrant, type AssistantGrant } from '../../src/stores/auth/assistants.ts';
import { ConnectedAssistants } from '../../src/islands/auth/ConnectedAssistants.tsx';

vi.mock('../../src/stores/auth/assistants.ts', () => ({ listAssistantGrants: vi.fn(), revokeAssistantGrant: vi.fn() }));

function grant(id: string, name: string, scopes: string[], grantedAt: string): AssistantGrant {
  return { client: { id, name, uri: '', logo_uri: '' }, scopes, granted_at: grantedAt };
}

const claude = grant('client-claude', 'Claude Desktop', ['email'], '2026-11-28T21:05:00Z');
const cursor = grant('client-cursor', 'Cursor', ['email', 'profile'], '2026-10-02T08:00:00Z');
const unnamed = grant('client-x', '', [], '2026-09-01T00:00:00Z');

function held<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

beforeEach(() => {
  vi.mocked(listAssistantGrants).mockReset().mockResolvedValue({ grants: [claude, cursor, unnamed], error: false });
  vi.mocked(revokeAssistantGrant).mockReset();
});

const rows = () => within(screen.getByRole('list', { name: t.heading })).getAllByRole('listitem');

test('each assistant with its name, the day it was allowed and its access in plain words; an unnamed one is named so', async () => {
  render(<ConnectedAssistants />);
  expect(screen.getByText(t.loading)).toBeTruthy();
  await screen.findByText('Claude Desktop');
  expect(rows().map((row) => row.textContent)).toEqual([
    expect.stringContaining('Claude Desktop'),
    expect.stringContaining('Cursor'),
    expect.stringContaining(t.unnamedClient),
  ]);
  expect(rows()[0]!.textContent).toContain(t.granted('Nov 28, 2026'));
  expect(rows()[0]!.textContent).toContain(`${t.scopes}: Your email address`);
  expect(rows()[1]!.textContent).toContain(`${t.scopes}: Your email address, Your name and profile`);
  expect(screen.getByRole('button', { name: t.removeLabel('Cursor') })).toBeTruthy();
});

test('none: says no assistant has access', async () => {
  vi.mocked(listAssistantGrants).mockResolvedValue({ grants: [], error: false });
  render(<ConnectedAssistants />);
  expect(await screen.findByText(t.empty)).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

test('a list that could not load says so, and Try again reads it again', async () => {
  vi.mocked(listAssistantGrants).mockResolvedValueOnce({ grants: [], error: true });
  render(<ConnectedAssistants />);
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t.loadFailed));
  fireEvent.click(screen.getByRole('button', { name: t.tryAgain }));
  expect(await screen.findByText('Claude Desktop')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('');
  expect(listAssistantGrants).toHaveBeenCalledTimes(2);
});

test('Remove access asks first, with focus on the confirmation; Cancel puts it back as it was and revokes nothing', async () => {
  render(<ConnectedAssistants />);
  fireEvent.click(await screen.findByRole('button', { name: t.removeLabel('Cursor') }));
  const confirmation = screen.getByRole('group', { name: t.removeLabel('Cursor') });
  expect(confirmation.textContent).toContain(t.confirm('Cursor'));
  expect(document.activeElement).toBe(within(confirmation).getByRole('button', { name: t.confirmRemove }));
  fireEvent.click(within(confirmation).getByRole('button', { name: t.cancel }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: t.removeLabel('Cursor') })));
  expect(revokeAssistantGrant).not.toHaveBeenCalled();
});

test('a confirmed removal takes the row away at once and says so when it is done', async () => {
  const revoke = held<{ error: boolean }>();
  vi.mocked(revokeAssistantGrant).mockReturnValue(revoke.promise);
  render(<ConnectedAssistants />);
  fireEvent.click(await screen.findByRole('button', { name: t.removeLabel('Cursor') }));
  fireEvent.click(screen.getByRole('button', { name: t.confirmRemove }));
  expect(revokeAssistantGrant).toHaveBeenCalledWith('client-cursor');
  expect(screen.queryByText('Cursor')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('list', { name: t.heading }));
  await act(async () => revoke.settle({ error: false }));
  expect(screen.getByRole('status').textContent).toBe(t.removed('Cursor'));
  expect(rows()).toHaveLength(2);
});

test('a refused removal puts the row back in its place and says it still has access', async () => {
  vi.mocked(revokeAssistantGrant).mockResolvedValue({ error: true });
  render(<ConnectedAssistants />);
  fireEvent.click(await screen.findByRole('button', { name: t.removeLabel('Cursor') }));
  fireEvent.click(screen.getByRole('button', { name: t.confirmRemove }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t.removeFailed('Cursor')));
  expect(rows()[1]!.textContent).toContain('Cursor');
  expect(rows()).toHaveLength(3);
});
