// The factory behind $workspace, $savedSearches and $dismissed (src/stores/remote-store.ts), in Node with the real
// supabase-js against the local stand-in: a store over the user's saved searches loads when something listens,
// follows sign-in and sign-out, reads once at a time, keeps a fresh state unless forced, reads again on focus when
// asked to, and shows a change at once that is undone, over whatever changed meanwhile, if the server refuses it.
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import type { RemoteState, RemoteStore, RemoteStoreOptions } from '../../src/stores/remote-store.ts';
import { dbResult } from '../../src/supabase/result.ts';
import type { DbClient } from '../../src/supabase/types.ts';
import { serviceClient } from '../contract/harness.ts';
import { settle, StoreHarness } from './store-harness.ts';

const harness = new StoreHarness();

vi.mock('../../src/supabase/load.ts', () => ({ loadSupabase: () => harness.load() }));

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

interface NamesState extends RemoteState {
  names: readonly string[];
  loadedAt: number;
}

const EMPTY: NamesState = { userId: null, status: 'idle', names: [], loadedAt: 0 };

let account: Awaited<ReturnType<StoreHarness['signedInUser']>>;
let opened: RemoteStore<NamesState> | null = null;
/** How many reads reached the server. */
let reads = 0;

harness.hooks(async () => {
  account = await harness.signedInUser('remote');
  reads = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  if (opened) cleanStores(opened.$store);
  opened = null;
});

async function readNames(client: DbClient) {
  reads += 1;
  return dbResult(await client.from('saved_searches').select('name').order('name'));
}

/** A page whose store of the user's search names is shown (mounted) and has settled. */
async function openStore(options: Partial<RemoteStoreOptions<NamesState, { name: string }[]>> = {}) {
  const { $auth, signOut } = await harness.freshStores();
  const { remoteStore, userRequest } = await import('../../src/stores/remote-store.ts');
  const remote = remoteStore({
    empty: EMPTY,
    name: 'the names',
    read: readNames,
    loaded: (state, rows) => ({ ...state, names: rows.map((row) => row.name), loadedAt: Date.now() }),
    ...options,
  });
  opened = remote;
  remote.$store.listen(() => {});
  await settle();
  return { remote, $auth, signOut, userRequest };
}

async function storeSearch(name: string): Promise<void> {
  const { error } = await serviceClient(harness.target).from('saved_searches').insert({ user_id: account.id, name });
  if (error) throw new Error(error.message);
}

describe('loading', () => {
  test("mounting loads the signed-in user's rows; signing out empties the store and tells onUser", async () => {
    await storeSearch('Robots');
    const users: (string | null)[] = [];
    const { remote, signOut } = await openStore({ onUser: (userId) => users.push(userId) });
    expect(remote.$store.get()).toMatchObject({ userId: account.id, status: 'ready', names: ['Robots'] });
    expect(users).toEqual([account.id]);

    await signOut();
    await settle();
    expect(remote.$store.get()).toEqual(EMPTY);
    expect(users.at(-1)).toBeNull();
  });

  test('a failed read is an error state, with the reason in the console', async () => {
    const { remote } = await openStore({ read: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(remote.$store.get()).toMatchObject({ userId: account.id, status: 'error', names: [] });
    expect(console.error).toHaveBeenCalledWith('Could not load the names:', 'Failed to fetch');
  });

  test('one read at a time; a fresh state is kept unless forced; a forced load asked for during a read reads again after it', async () => {
    const { remote } = await openStore({ fresh: (state) => Date.now() - state.loadedAt < 60_000 });
    expect(reads).toBe(1);
    await remote.load();
    expect(reads).toBe(1);

    await storeSearch('Later');
    const statuses: string[] = [];
    remote.$store.listen((state) => statuses.push(state.status));
    const first = remote.load(true);
    expect(remote.load(true)).toBe(first);
    await first;
    await settle();
    expect(reads).toBe(3);
    expect(remote.$store.get().names).toEqual(['Later']);
    // A reload keeps what shows: the state stays ready throughout.
    expect(new Set(statuses)).toEqual(new Set(['ready']));
  });

  test('without a fresh rule every load reads', async () => {
    const { remote } = await openStore();
    await remote.load();
    expect(reads).toBe(2);
  });

  test('focus, coming back to the tab and reconnecting read again only when asked to; force says when a fresh state is read', async () => {
    const plain = await openStore();
    expect(harness.window.listeners.get('focus')?.size ?? 0).toBe(0);
    cleanStores(plain.remote.$store);

    reads = 0;
    let force = false;
    const { remote } = await openStore({ fresh: () => true, refetchOnFocus: { force: () => force } });
    const fire = (type: string) => harness.window.listeners.get(type)?.forEach((listener) => listener({ key: null, newValue: null }));
    fire('focus');
    fire('online');
    await settle();
    expect(reads).toBe(1);
    force = true;
    fire('focus');
    await settle();
    expect(reads).toBe(2);
    harness.document.listeners.get('visibilitychange')?.forEach((listener) => listener());
    await settle();
    expect(reads).toBe(3);

    cleanStores(remote.$store);
    for (const type of ['focus', 'online']) expect(harness.window.listeners.get(type)?.size ?? 0).toBe(0);
    expect(harness.document.listeners.get('visibilitychange')?.size ?? 0).toBe(0);
  });
});

describe('other tabs', () => {
  const key = (userId: string) => `names-changed:${userId}`;

  test("an announcement is written under the store's key; another tab's, in a storage event, reads the rows again", async () => {
    const { remote } = await openStore({ otherTabs: { key } });
    expect(reads).toBe(1);
    remote.announce(account.id);
    expect(harness.localStorage.getItem(key(account.id))).toMatch(/^\d+$/);
    // This tab's own mark is no change from elsewhere.
    expect(remote.changedElsewhere(account.id, 0)).toBe(false);

    await storeSearch('Written in the other tab');
    for (const listener of harness.window.listeners.get('storage') ?? []) listener({ key: key(account.id), newValue: '1' });
    await vi.waitFor(() => expect(remote.$store.get().names).toEqual(['Written in the other tab']));
    // Another key (another user, another store) reads nothing.
    for (const listener of harness.window.listeners.get('storage') ?? []) listener({ key: key('someone-else'), newValue: '2' });
    await settle();
    expect(reads).toBe(2);
  });

  test("another tab's mark after a moment is a change from elsewhere; before it, or without otherTabs, none", async () => {
    const { remote } = await openStore({ otherTabs: { key } });
    harness.localStorage.setItem(key(account.id), '5000');
    expect(remote.changedElsewhere(account.id, 4000)).toBe(true);
    expect(remote.changedElsewhere(account.id, 6000)).toBe(false);
    const plain = await openStore();
    expect(plain.remote.changedElsewhere(account.id, 0)).toBe(false);
  });
});

describe('optimistic changes', () => {
  const named = (change: (names: readonly string[]) => readonly string[]) => (state: NamesState) => ({ ...state, names: change(state.names) });

  test('shown at once and kept when the server stores it', async () => {
    const { remote, userRequest } = await openStore();
    const saving = remote.optimistic(
      named((names) => [...names, 'Energy']),
      named((names) => names.filter((name) => name !== 'Energy')),
      () => userRequest(async (client, userId) => dbResult(await client.from('saved_searches').insert({ user_id: userId, name: 'Energy' }))),
    );
    expect(remote.$store.get().names).toEqual(['Energy']);
    expect(await saving).toBeNull();
    expect(remote.$store.get().names).toEqual(['Energy']);
  });

  test("undone when the server refuses, over what changed meanwhile, with the server's reason", async () => {
    const { remote, userRequest } = await openStore();
    const saving = remote.optimistic(
      named((names) => [...names, 'Too long']),
      named((names) => names.filter((name) => name !== 'Too long')),
      // Refused: a name is at most 80 characters (saved_searches_name_check).
      () => userRequest(async (client, userId) => dbResult(await client.from('saved_searches').insert({ user_id: userId, name: 'x'.repeat(200) }))),
    );
    remote.change(named((names) => [...names, 'Meanwhile']));
    const error = await saving;
    expect(error).toEqual(expect.stringContaining('saved_searches'));
    expect(remote.$store.get().names).toEqual(['Meanwhile']);
  });

  test('a request that throws is undone as well, with a message', async () => {
    const { remote } = await openStore();
    const error = await remote.optimistic(
      named((names) => [...names, 'Lost']),
      named((names) => names.filter((name) => name !== 'Lost')),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(error).toBe('Failed to fetch');
    expect(remote.$store.get().names).toEqual([]);
  });

  test('a request without a signed-in user says so and reaches nothing', async () => {
    const { userRequest, signOut } = await openStore();
    await signOut();
    await settle();
    expect(await userRequest(readNames)).toEqual({ ok: false, reason: 'failed', message: WORKSPACE_TEXT.needsUser });
  });
});
