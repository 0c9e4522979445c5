/**
 * Ships to the browser: the ideas picked to compare ($comparePicks), kept in localStorage so a pick
 * survives navigation, reloads and is the same in every tab; and the tray's last message ($compareNotice).
 */
import { atom, onMount } from 'nanostores';
import { COMPARE_STORAGE_KEY, COMPARE_TEXT } from '../config/constants/compare.ts';
import { type ComparePick, parseStoredPicks, togglePick } from '../compare/picks.ts';

export const $comparePicks = atom<ComparePick[]>([]);
/** Said in the tray's live region: a refused pick. Cleared by the next change. */
export const $compareNotice = atom<string | null>(null);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Read on first use, not at import: the server render (and hydration) see no picks, then the stored ones.
onMount($comparePicks, () => {
  if (typeof window === 'undefined') return;
  $comparePicks.set(parseStoredPicks(storage()?.getItem(COMPARE_STORAGE_KEY) ?? null));
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY) $comparePicks.set(parseStoredPicks(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

function save(picks: ComparePick[]): void {
  $comparePicks.set(picks);
  $compareNotice.set(null);
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(picks));
  } catch {
    // A full or blocked storage: the pick still works on this page, it just does not outlive it.
  }
}

/** Picks or unpicks an idea; a fifth pick is refused with a message. Says what happened. */
export function toggleComparePick(pick: ComparePick): 'added' | 'removed' | 'full' {
  const outcome = togglePick($comparePicks.get(), pick);
  if (outcome.status === 'full') $compareNotice.set(COMPARE_TEXT.full);
  else save(outcome.picks);
  return outcome.status;
}

export function removeComparePick(number: number): void {
  save($comparePicks.get().filter((pick) => pick.number !== number));
}

export function clearComparePicks(): void {
  save([]);
}
