/**
 * The browser stores (src/stores) in Node with the real supabase-js against the local stand-in, started in
 * process: a page-like `window` with memory storages, and the client loadSupabase() hands the stores built
 * here (memory storage, no refresh timer), with `document` and `localStorage` globals as on a page. Test files replace src/supabase/load.ts with `harnessLoad` and
 * import the stores afresh for each test (`freshStores`), so module state starts empty.
 */
import { createClient } from '@supabase/supabase-js';
import { allTasks, cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../local/supabase/server.ts';
import type { Database, DbClient } from '../../src/supabase/types.ts';
import { localTarget, MemoryStorage, type Target, UserFactory } from '../contract/harness.ts';

export const PAGE = { origin: 'http://localhost:4399', pathname: '/idea/some-pitch-12', search: '?from=discover' };

/** A page's Storage: what supabase-js keeps its session in, and what the note drafts enumerate. */
export class PageStorage extends MemoryStorage {
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
}

type Listener = (event: { key: string | null; newValue: string | null }) => void;

/** What the stores read of `window`: storages, the address and event listeners (kept, for counting). */
export function pageWindow(storages: { localStorage: PageStorage; sessionStorage: PageStorage }) {
  const listeners = new Map<string, Set<Listener>>();
  return {
    ...storages,
    location: {
      ...PAGE,
      href: `${PAGE.origin}${PAGE.pathname}${PAGE.search}`,
      /** Where the page was sent (a Google sign-in leaves for the consent page). */
      assigned: [] as string[],
      assign(url: string) {
        this.assigned.push(url);
      },
    },
    listeners,
    addEventListener: (type: string, listener: Listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type: string, listener: Listener) => void listeners.get(type)?.delete(listener),
  };
}

/** What the stores read of `document`: visibility and events (a woken island is only recorded). */
export function pageDocument() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    listeners,
    dispatched: [] as string[],
    addEventListener: (type: string, listener: () => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    dispatchEvent(event: Event) {
      this.dispatched.push(event.type);
      return true;
    },
  };
}

/** The stand-in and what each test starts from. */
export class StoreHarness {
  server!: LocalSupabase;
  target!: Target;
  users!: UserFactory;
  /** The page's localStorage: supabase-js keeps the session here, under the store's key. */
  localStorage = new PageStorage();
  sessionStorage = new PageStorage();
  window = pageWindow(this);
  document = pageDocument();
  client: DbClient | null = null;
  /** How often a store asked for supabase-js. */
  loads = 0;

  async start(): Promise<void> {
    this.server = await startLocalSupabase({ port: 0, dataDir: null, seed: true, logMail: false });
    this.target = localTarget(this.server.url);
    this.users = new UserFactory(this.target);
  }

  async stop(): Promise<void> {
    await this.users?.cleanup();
    await this.server?.close();
  }

  /** A new page: empty storages (unless kept), a new client on the next load. */
  newPage({ keepStorage = false } = {}): void {
    if (!keepStorage) {
      this.localStorage = new PageStorage();
      this.sessionStorage = new PageStorage();
    }
    this.window = pageWindow(this);
    this.document = pageDocument();
    this.client = null;
    this.loads = 0;
    vi.stubGlobal('window', this.window);
    vi.stubGlobal('document', this.document);
    // Note drafts use the global localStorage, as a page's scripts do.
    vi.stubGlobal('localStorage', this.localStorage);
  }

  /** The page's client: the app's options, but no refresh timer and the page's storage. */
  pageClient(): DbClient {
    this.client ??= createClient<Database>(this.target.url, this.target.anonKey, {
      auth: { storage: this.localStorage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    });
    return this.client;
  }

  /** The stores of the open page (see openPage). */
  stores: Stores | null = null;
  #unmount: () => void = () => {};

  /**
   * Registers the file's hooks: the stand-in for the file, a new page for each test (then `beforeEach`),
   * and after each test the page's stores unmounted and the globals restored.
   */
  hooks(beforeEachTest: () => Promise<void> | void = () => {}): void {
    beforeAll(() => this.start());
    afterAll(() => this.stop());
    beforeEach(async () => {
      // With a window, supabase-js takes Node for a browser and warns about the test's own extra clients.
      const warn = console.warn.bind(console);
      vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
        if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
      });
      this.newPage();
      await beforeEachTest();
    });
    afterEach(() => {
      this.closePage();
      if (this.stores) cleanStores(this.stores.$auth, this.stores.$workspace, this.stores.$dismissed);
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });
  }

  /** Loads the page's stores afresh and keeps `store` mounted, as an island's useStore does; waits for their loads. */
  async openPage(store: (stores: Stores) => { listen(listener: () => void): () => void }): Promise<Stores> {
    await this.freshStores();
    this.#unmount = store(this.stores!).listen(() => {});
    await settle();
    return this.stores!;
  }

  /** Imports the stores afresh (module state empty), as a new page load does; nothing listens yet. */
  async freshStores(): Promise<Stores> {
    vi.resetModules();
    const session = await import('../../src/stores/auth/session.ts');
    const signIn = await import('../../src/stores/auth/sign-in.ts');
    const account = await import('../../src/stores/auth/account.ts');
    const redirect = await import('../../src/stores/auth/redirect.ts');
    const workspace = {
      ...(await import('../../src/stores/workspace/bundle.ts')),
      ...(await import('../../src/stores/workspace/bookmarks.ts')),
      ...(await import('../../src/stores/workspace/tags.ts')),
      ...(await import('../../src/stores/workspace/notes.ts')),
      ...(await import('../../src/stores/workspace/reads.ts')),
    };
    const dismissed = await import('../../src/stores/dismissed.ts');
    const { $toasts } = await import('../../src/ui/toast.ts');
    this.stores = { ...session, ...signIn, ...account, ...redirect, ...workspace, ...dismissed, $toasts };
    return this.stores;
  }

  /** Unmounts what openPage mounted (stores unmount once nothing listens). */
  closePage(): void {
    this.#unmount();
    this.#unmount = () => {};
  }

  /** For vi.mock('../../src/supabase/load.ts'). */
  load = async (): Promise<DbClient> => {
    this.loads += 1;
    return this.pageClient();
  };

  /** A confirmed account, signed in on this page (its session stored where the store looks). */
  async signedInUser(label: string, options: { fullName?: string } = {}) {
    const account = await this.users.create(label, options);
    const { data, error } = await this.pageClient().auth.signInWithPassword({ email: account.email, password: account.password });
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    this.client = null;
    return { ...account, session: data.session };
  }
}

type Stores = typeof import('../../src/stores/auth/session.ts') &
  typeof import('../../src/stores/auth/sign-in.ts') &
  typeof import('../../src/stores/auth/account.ts') &
  typeof import('../../src/stores/auth/redirect.ts') &
  typeof import('../../src/stores/workspace/bundle.ts') &
  typeof import('../../src/stores/workspace/bookmarks.ts') &
  typeof import('../../src/stores/workspace/tags.ts') &
  typeof import('../../src/stores/workspace/notes.ts') &
  typeof import('../../src/stores/workspace/reads.ts') &
  typeof import('../../src/stores/dismissed.ts') & { $toasts: (typeof import('../../src/ui/toast.ts'))['$toasts'] };

/** Waits for every store task (loads, session reads) to finish, including those they start in turn. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
