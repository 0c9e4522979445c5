/** Ships to the browser: a discover card's Share button, in the card's bottom-right corner. */
import type { CardData } from '../../search/index-types.ts';
import ShareControl from './ShareControl.tsx';

export function CardShare({ card }: { card: CardData }) {
  return (
    <ShareControl
      idea={{ id: `idea-${card.number}`, title: card.heading, path: card.path }}
      location="discover_card"
      align="end"
      compact
      className="absolute right-5 bottom-3 z-20"
    />
  );
}
