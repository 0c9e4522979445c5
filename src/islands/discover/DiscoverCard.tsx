/**
 * Ships to the browser: a discover card, the compact idea card. Also rendered on the server for the first
 * page, so the list reads the same with or without JavaScript.
 */
import { memo } from 'react';
import { FALLBACK_TEXT } from '../../config/constants/catalogue.ts';
import { feedbackHref } from '../../ideas/format.ts';
import { ideaId } from '../../ideas/slug.ts';
import type { CardData } from '../../discover/index-types.ts';
import type { ScoreWeights } from '../../discover/weights.ts';
import { CardShare } from '../engagement/CardShare.tsx';
import { IdeaCard } from '../IdeaCard.tsx';
import { MoreLikeThisLink } from '../MoreLikeThisLink.tsx';
import BookmarkButton from '../workspace/BookmarkButton.tsx';

interface Props {
  card: CardData;
  /** The reader's weighting of the composite (discover's "Weigh the scores"). */
  weights?: ScoreWeights;
}

/**
 * Pitch, categories and scores, then one line each of customers, business model and paper; the idea page
 * holds the rest. Memoised: typing re-orders the list, and cards that stay on screen should not render again.
 */
export const DiscoverCard = memo(function DiscoverCard({ card, weights }: Props) {
  const customers = card.painPoints?.join('; ');
  return (
    <IdeaCard
      idea={card}
      compact
      weights={weights}
      // Beside the date: two rows of cards still fit a 1280 x 800 screen.
      besideDate={<MoreLikeThisLink number={card.number} heading={card.heading} />}
      actions={
        <>
          <BookmarkButton ideaId={ideaId(card.number)} variant="compact" />
          <a href={feedbackHref(card.heading)} className="link inline-flex min-h-11 items-center text-sm" aria-label="Give feedback on this idea">
            Feedback
          </a>
          <CardShare card={card} />
        </>
      }
    >
      <dl className="grid gap-1 text-sm" data-card-facts>
        <OneLine term="Customers" value={customers ?? FALLBACK_TEXT.painPoints} />
        <OneLine term="Business model" value={card.businessModel ?? FALLBACK_TEXT.businessModel} />
        {card.paperTitle && <OneLine term="Paper" value={card.arxivId ? `${card.paperTitle} · arXiv ${card.arxivId}` : card.paperTitle} />}
      </dl>
    </IdeaCard>
  );
});

/** A fact on one line; the whole text is in the title (and on the idea page). */
function OneLine({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-1.5" title={value}>
      <dt className="shrink-0 font-semibold text-ink">{term}</dt>
      <dd className="min-w-0 truncate text-slate-700">{value}</dd>
    </div>
  );
}
