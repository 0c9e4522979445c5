// The storage helper (src/ui/storage.ts) never throws, whatever the browser does with its storage; and the
// persistent stores over it (compare picks, portfolio view) read what a returning visitor's browser already
// holds under the old keys and formats, follow other tabs, and keep working when the storage is full.
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { COMPARE_STORAGE_KEY } from '../../src/config/constants/compare.ts';
import { WORKSPACE_STORAGE } from '../../src/config/constants/workspace.ts';
import { safeStorage } from '../../src/ui/storage.ts';

/** A page's Storage over a Map; `full` makes every write throw as a browser's does at its quota. */
class PageStorage implements Storage {
  readonly items = new Map<string, string>();
  full = false;
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

const denied = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safeStorage', () => {
  test('reads, writes, removes and lists keys', () => {
    const page = new PageStorage();
    const storage = safeStorage(() => page);
    expect(storage.read('a')).toBeNull();
    expect(storage.write('a', '1')).toBe(true);
    expect(storage.write('b', '2')).toBe(true);
    expect(storage.read('a')).toBe('1');
    expect(storage.keys()).toEqual(['a', 'b']);
    storage.remove('a');
    expect(storage.keys()).toEqual(['b']);
  });

  test('a full storage refuses the write and says so; what it holds can still be read', () => {
    const page = new PageStorage();
    const storage = safeStorage(() => page);
    storage.write('kept', 'yes');
    page.full = true;
    expect(storage.write('new', 'x')).toBe(false);
    expect(storage.read('kept')).toBe('yes');
  });

  test('a blocked storage (cookies off) and a missing one (the server render) never throw', () => {
    for (const storage of [safeStorage(denied), safeStorage(() => window.localStorage)]) {
      expect(storage.read('a')).toBeNull();
      expect(storage.write('a', '1')).toBe(false);
      expect(() => storage.remove('a')).not.toThrow();
      expect(storage.keys()).toEqual([]);
    }
  });

  test('deviceStorage and tabStorage are the page’s localStorage and sessionStorage, asked for at each use', async () => {
    const { deviceStorage, tabStorage } = await import('../../src/ui/storage.ts');
    const [local, session] = [new PageStorage(), new PageStorage()];
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    deviceStorage.write('device', '1');
    tabStorage.write('tab', '2');
    expect([...local.items]).toEqual([['device', '1']]);
    expect([...session.items]).toEqual([['tab', '2']]);
  });
});

/** A page with its localStorage (holding `stored`) and window events, then the persistent stores imported afresh, as a page load does. */
async function openPage(stored: Record<string, string> = {}) {
  const local = new PageStorage();
  for (const [key, value] of Object.entries(stored)) local.items.set(key, value);
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: local }));
  vi.resetModules();
  const compare = await import('../../src/stores/compare.ts');
  const { $portfolioView } = await import('../../src/stores/portfolio-view.ts');
  return { local, ...compare, $portfolioView };
}

const pick = (number: number) => ({ number, heading: `Idea ${number}`, path: `/idea/idea-${number}-${number}` });

describe('persistent stores', () => {
  let clean: () => void = () => {};
  afterEach(() => clean());

  test("a returning visitor's picks and view, stored by the earlier version, are read", async () => {
    // Exactly what the earlier version wrote: JSON.stringify of the picks, and the bare word of the view.
    const { $comparePicks, $portfolioView } = await openPage({
      comparePicks: '[{"number":12,"heading":"Soft grippers for fruit","path":"/idea/soft-grippers-for-fruit-12"}]',
      'rv-portfolio-view': 'list',
    });
    clean = () => cleanStores($comparePicks, $portfolioView);
    expect(COMPARE_STORAGE_KEY).toBe('comparePicks');
    expect(WORKSPACE_STORAGE.portfolioView).toBe('rv-portfolio-view');
    expect($comparePicks.get()).toEqual([{ number: 12, heading: 'Soft grippers for fruit', path: '/idea/soft-grippers-for-fruit-12' }]);
    expect($portfolioView.get()).toBe('list');
  });

  test('an unreadable stored value is no picks and the grid view', async () => {
    const { $comparePicks, $portfolioView } = await openPage({ comparePicks: 'not json', 'rv-portfolio-view': 'table' });
    clean = () => cleanStores($comparePicks, $portfolioView);
    expect($comparePicks.get()).toEqual([]);
    expect($portfolioView.get()).toBe('grid');
  });

  test('changes are stored in the same formats, and another tab’s change shows here', async () => {
    const { local, $comparePicks, $portfolioView, toggleComparePick } = await openPage();
    clean = () => cleanStores($comparePicks, $portfolioView);
    const unbind = [$comparePicks.listen(() => {}), $portfolioView.listen(() => {})];
    toggleComparePick(pick(3));
    $portfolioView.set('list');
    expect(local.getItem('comparePicks')).toBe(JSON.stringify([pick(3)]));
    expect(local.getItem('rv-portfolio-view')).toBe('list');

    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'comparePicks', newValue: JSON.stringify([pick(3), pick(4)]) }));
    expect($comparePicks.get()).toEqual([pick(3), pick(4)]);
    unbind.forEach((stop) => stop());
  });

  test('a full storage keeps a pick on this page', async () => {
    const { local, $comparePicks, $portfolioView, toggleComparePick } = await openPage();
    clean = () => cleanStores($comparePicks, $portfolioView);
    local.full = true;
    expect(toggleComparePick(pick(5))).toBe('added');
    expect($comparePicks.get()).toEqual([pick(5)]);
    expect(local.items.size).toBe(0);
  });

  test('on the server (no window) the stores start empty and read nothing', async () => {
    vi.resetModules();
    const { $comparePicks, serverPicks } = await import('../../src/stores/compare.ts');
    const { $portfolioView } = await import('../../src/stores/portfolio-view.ts');
    expect($comparePicks.get()).toEqual([]);
    expect(serverPicks()).toBe(serverPicks());
    expect($portfolioView.get()).toBe('grid');
  });
});
