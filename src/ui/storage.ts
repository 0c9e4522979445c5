/**
 * Ships to the browser: the one way to use the browser's Web Storage. A read, a write or a removal never
 * throws: storage can be missing (the server render), blocked (cookies off, some private modes) or full, and
 * every use of it here is a convenience that the page must work without. The persistent stores keep their
 * values through it as well (src/stores/persistent.ts).
 */
export interface SafeStorage {
  /** The stored text, or null when there is none or the storage cannot be read. */
  read(key: string): string | null;
  /** Stores the text; false when the browser refused (quota, blocked storage). */
  write(key: string, value: string): boolean;
  remove(key: string): void;
  /** Every key, in the storage's order; none when it cannot be read. */
  keys(): string[];
}

/** A storage that never throws over `open`, which is asked each time (it may throw, or change in tests). */
export function safeStorage(open: () => Storage): SafeStorage {
  function attempt<T>(use: (storage: Storage) => T, fallback: T): T {
    try {
      return use(open());
    } catch {
      return fallback;
    }
  }
  return {
    read: (key) => attempt((storage) => storage.getItem(key), null),
    write: (key, value) => attempt((storage) => (storage.setItem(key, value), true), false),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
    keys: () => attempt((storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null), []),
  };
}

/** localStorage: kept on this device, shared by its tabs. */
export const deviceStorage = safeStorage(() => window.localStorage);

/** sessionStorage: this tab only, until it closes. */
export const tabStorage = safeStorage(() => window.sessionStorage);
