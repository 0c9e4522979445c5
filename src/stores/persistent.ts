/**
 * Ships to the browser: stores kept in this device's storage and shared by its tabs (@nanostores/persistent),
 * through the storage helper, so that a full or blocked storage never breaks them.
 */
import { type PersistentEvents, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { deviceStorage } from '../ui/storage.ts';

// @nanostores/persistent reads and writes its storage as an object, and a write to a full localStorage throws
// there: it is given deviceStorage in that shape instead. Its listeners need a window (none in the server render).
const persistentStorage = new Proxy<Record<string, string>>(
  {},
  {
    get: (_, key) => (typeof key === 'string' ? (deviceStorage.read(key) ?? undefined) : undefined),
    has: (_, key) => typeof key === 'string' && deviceStorage.read(key) !== null,
    set: (_, key, value) => {
      if (typeof key === 'string') deviceStorage.write(key, String(value));
      return true;
    },
    deleteProperty: (_, key) => {
      if (typeof key === 'string') deviceStorage.remove(key);
      return true;
    },
  },
);
const persistentEvents: PersistentEvents = {
  addEventListener: (...args) => {
    if (typeof window !== 'undefined') windowPersistentEvents.addEventListener(...args);
  },
  removeEventListener: (...args) => {
    if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(...args);
  },
};
setPersistentEngine(persistentStorage, persistentEvents);

/** Persistent stores take persistentAtom from here, so that the engine above is set before they are made. */
export { persistentAtom } from '@nanostores/persistent';
