/**
 * Ships to the browser: a discover card. Also rendered on the server for the first page, so the list
 * reads the same with or without JavaScript. The heading link covers the card; inner links stay clickable.
 */
import { memo } from 'react';
import { FALLBACK_TEXT } from '../../config/constants.ts';
import { industryMeta, technologyMeta } from '../../ideas/categories.ts';
import { discoverCategoryHref, feedbackHref, formatDate } from '../../ideas/format.ts';
import type { CardData } from '../../search/index-types.ts';
import { ScoreRow } from './ScoreRow.tsx';
import BookmarkButton from '../workspace/BookmarkButton.tsx';
import { ideaId } from '../../ideas/slug.ts';
import { CardShare } from '../engagement/CardShare.tsx';

interface Props {
  card: CardData;
}

export function CategoryChip({ kind, name }: { kind: 'primaryCategory' | 'secondaryCategory'; name: string }) {
  const meta = kind === 'primaryCategory' ? technologyMeta(name) : industryMeta(name);
  return (
    <li>
      <a href={discoverCategoryHref(kind, name)} className="chip hover:underline" style={{ '--chip': meta.color } as React.CSSProperties} title={`${kind === 'primaryCategory' ? 'Technology' : 'Industry'}: ${name}`}>
        <span aria-hidden="true">{meta.emoji}</span>
        {name}
      </a>
    </li>
  );
}

/** Memoised: typing re-orders the list, and cards that stay on screen should not render again. */
export const IdeaCard = memo(function IdeaCard({ card }: Props) {
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600/40 hover:shadow-md">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={card.dateAdded} className="text-sm text-slate-700">
          {formatDate(card.dateAdded)}
        </time>
        <ul className="relative z-10 flex flex-wrap gap-2">
          <CategoryChip kind="primaryCategory" name={card.primaryCategory} />
          {card.secondaryCategory && <CategoryChip kind="secondaryCategory" name={card.secondaryCategory} />}
        </ul>
      </div>
      <h2 className="text-lg leading-snug font-bold text-ink">
        <a href={card.path} className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700">
          {card.heading}
        </a>
      </h2>
      <ScoreRow card={card} />
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-semibold text-ink">Potential customers &amp; pain points</dt>
          <dd className="mt-1 text-slate-700">
            {card.painPoints ? (
              <ul className="list-disc space-y-0.5 pl-5">
                {card.painPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : (
              FALLBACK_TEXT.painPoints
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Business model</dt>
          <dd className="mt-1 text-slate-700">{card.businessModel ?? FALLBACK_TEXT.businessModel}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Market size</dt>
          <dd className="mt-1 text-slate-700">{card.tamEstimate ?? FALLBACK_TEXT.tam}</dd>
        </div>
      </dl>
      {card.paperTitle && (
        <div className="mt-auto rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-ink">Research paper</p>
          <p className="mt-0.5 text-slate-700">{card.paperTitle}</p>
          {card.authors && <p className="mt-0.5 text-xs text-slate-700">{card.authors}</p>}
        </div>
      )}
      <a href={feedbackHref(card.heading)} className="link relative z-10 -mb-2 inline-flex min-h-11 items-center self-start text-sm">
        Give feedback on this idea
      </a>
      <div className="relative z-20 flex items-center justify-between gap-2 border-t border-slate-100 pt-3" data-card-save>
        <BookmarkButton ideaId={ideaId(card.number)} variant="compact" />
        <CardShare card={card} />
      </div>
    </article>
  );
});
