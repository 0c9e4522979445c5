/**
 * Ships to the browser: a discover card. Also rendered on the server for the first page, so the list
 * reads the same with or without JavaScript. The heading link covers the card; inner links stay clickable.
 */
import { memo } from 'react';
import { FALLBACK_TEXT } from '../../config/constants.ts';
import { industryMeta, technologyMeta } from '../../ideas/categories.ts';
import { feedbackHref, formatDate } from '../../ideas/format.ts';
import { categoryHref, type CategoryKind } from '../../ideas/category-pages.ts';
import type { CardData } from '../../search/index-types.ts';
import type { ScoreWeights } from '../../search/weights.ts';
import { ScoreRow } from './ScoreRow.tsx';
import BookmarkButton from '../workspace/BookmarkButton.tsx';
import { ideaId } from '../../ideas/slug.ts';
import { CardShare } from '../engagement/CardShare.tsx';
import CompareToggle from '../compare/CompareToggle.tsx';

interface Props {
  card: CardData;
  /** The reader's weighting of the composite (discover's "Weigh the scores"). */
  weights?: ScoreWeights;
}

export function CategoryChip({ kind, name }: { kind: CategoryKind; name: string }) {
  const meta = kind === 'primaryCategory' ? technologyMeta(name) : industryMeta(name);
  return (
    <li>
      <a href={categoryHref(kind, name)} className="chip hover:underline" style={{ '--chip': meta.color } as React.CSSProperties} title={`${kind === 'primaryCategory' ? 'Technology' : 'Industry'}: ${name}`}>
        <span aria-hidden="true">{meta.emoji}</span>
        {name}
      </a>
    </li>
  );
}

/**
 * Compact, so two rows fit a laptop screen: pitch, categories, scores, then one line each of customers,
 * business model and paper; the idea page holds the rest. Memoised: typing re-orders the list, and cards
 * that stay on screen should not render again.
 */
export const IdeaCard = memo(function IdeaCard({ card, weights }: Props) {
  const customers = card.painPoints?.join('; ');
  return (
    <article className="relative flex h-full flex-col gap-2.5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600/40 hover:shadow-md">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={card.dateAdded} className="text-sm text-slate-700">
          {formatDate(card.dateAdded)}
        </time>
        <ul className="relative z-10 flex flex-wrap gap-1.5">
          <CategoryChip kind="primaryCategory" name={card.primaryCategory} />
          {card.secondaryCategory && <CategoryChip kind="secondaryCategory" name={card.secondaryCategory} />}
        </ul>
      </div>
      <h2 className="line-clamp-3 text-base leading-snug font-bold text-ink">
        <a href={card.path} className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700">
          {card.heading}
        </a>
      </h2>
      <ScoreRow card={card} weights={weights}>
        <CompareToggle pick={card} size="chip" />
      </ScoreRow>
      <dl className="grid gap-1 text-sm" data-card-facts>
        <OneLine term="Customers" value={customers ?? FALLBACK_TEXT.painPoints} />
        <OneLine term="Business model" value={card.businessModel ?? FALLBACK_TEXT.businessModel} />
        {card.paperTitle && <OneLine term="Paper" value={card.arxivId ? `${card.paperTitle} · arXiv ${card.arxivId}` : card.paperTitle} />}
      </dl>
      <div className="relative z-20 mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-2" data-card-save>
        <BookmarkButton ideaId={ideaId(card.number)} variant="compact" />
        <a href={feedbackHref(card.heading)} className="link inline-flex min-h-11 items-center text-sm" aria-label="Give feedback on this idea">
          Feedback
        </a>
        <CardShare card={card} />
      </div>
    </article>
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
