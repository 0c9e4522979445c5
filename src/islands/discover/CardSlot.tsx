/**
 * Ships to the browser: one place in the discover list: the idea's card once its chunk has come, else a
 * placeholder that is busy while it loads and says so when it could not be loaded.
 */
import type { CardData } from '../../discover/index-types.ts';
import type { ScoreWeights } from '../../discover/weights.ts';
import { DiscoverCard } from './DiscoverCard.tsx';

export function CardSlot({ card, failed, weights }: { card: CardData | undefined; failed: boolean; weights?: ScoreWeights }) {
  if (card) return <DiscoverCard card={card} weights={weights} />;
  return (
    <div className="flex h-full min-h-72 items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700" aria-busy={!failed}>
      {failed ? 'This idea could not be loaded.' : <span className="sr-only">Loading idea…</span>}
    </div>
  );
}
