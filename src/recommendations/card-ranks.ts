/**
 * Where a recommended idea's card is: discover's card files (src/discover/discover-index.build.ts) hold the catalogue
 * newest first (later date, then later row: compareNewest), CARD_CHUNK_SIZE cards a file, in segments. The vectors file
 * carries every idea's number and age, so that order is known here without fetching discover's core file
 * (60+ KB at 10,000 ideas) only to place ten cards. Ships to the browser.
 */
import { cardPlace, type CardFiles } from '../discover/index-types.ts';
import { indexOfIdea, type RecommendationCatalogue } from './vectors-file.ts';

/** Idea `number`'s position in discover's newest-first list, or -1 when it is not in the catalogue. */
export function newestRank(catalogue: RecommendationCatalogue, number: number): number {
  const index = indexOfIdea(catalogue, number);
  if (index === -1) return -1;
  const { ageDays, numbers } = catalogue;
  const age = ageDays[index]!;
  let rank = 0;
  for (let other = 0; other < numbers.length; other++) {
    const otherAge = ageDays[other]!;
    if (otherAge < age || (otherAge === age && numbers[other]! > number)) rank++;
  }
  return rank;
}

/** The card file of each idea (unknown ones left out): its address -> the idea numbers it is wanted for. */
export function cardFilesFor(catalogue: RecommendationCatalogue, cards: CardFiles, numbers: readonly number[]): Map<string, number[]> {
  const files = new Map<string, number[]>();
  for (const number of numbers) {
    const place = cardPlace(cards.segments, newestRank(catalogue, number));
    if (!place) continue;
    const file = `${cards.base}${place.file}`;
    files.set(file, [...(files.get(file) ?? []), number]);
  }
  return files;
}
