/** Ships to the browser: a discover card's Share button, at the right of the card's action row. */
import type { CardData } from '../../discover/index-types.ts';
import ShareControl from './ShareControl.tsx';

export function CardShare({ card }: { card: CardData }) {
  return (
    <ShareControl
      idea={{ id: `idea-${card.number}`, title: card.heading, path: card.path }}
      location="discover_card"
      align="end"
      variant="compact"
    />
  );
}
