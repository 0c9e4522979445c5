/**
 * Ships to the browser: the ideas picked to compare ($comparePicks), kept in localStorage so a pick
 * survives navigation, reloads and is the same in every tab; and the tray's last message ($compareNotice).
 */
import { atom } from 'nanostores';
import { COMPARE_STORAGE_KEY, COMPARE_TEXT } from '../config/constants/compare.ts';
import { type ComparePick, parseStoredPicks, togglePick } from '../compare/picks.ts';
import { persistentAtom } from './persistent.ts';

/** A full or blocked storage keeps a pick on this page only. Stored as JSON; an unreadable value is no picks. */
export const $comparePicks = persistentAtom<ComparePick[]>(COMPARE_STORAGE_KEY, [], { encode: JSON.stringify, decode: parseStoredPicks });
/** Said in the tray's live region: a refused pick. Cleared by the next change. */
export const $compareNotice = atom<string | null>(null);

const NO_PICKS: ComparePick[] = [];

/**
 * What the server rendered: no picks (they live in this browser). Islands hydrate with it (useStore's `ssr`),
 * then show the stored ones, so the server's HTML and the first render agree.
 */
export const serverPicks = (): ComparePick[] => NO_PICKS;

function save(picks: ComparePick[]): void {
  $comparePicks.set(picks);
  $compareNotice.set(null);
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
