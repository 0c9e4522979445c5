/**
 * Ships to the browser: the one idea card, for discover and the workspace. It owns what every card shows
 * (date, categories, heading link, scores, the Compare toggle); each list fills the body and the actions:
 * discover its one-line facts, bookmark, feedback and share; the workspace business model, related ideas,
 * the user's tags and note, and Remove.
 */
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import ScoreChips, { type Scores } from '../components/ScoreChips.tsx';
import type { ComparePick } from '../compare/picks.ts';
import { industryMeta, technologyMeta } from '../ideas/categories.ts';
import { categoryHref, type CategoryKind } from '../ideas/category-pages.ts';
import { formatDate } from '../ideas/format.ts';
import type { ScoreWeights } from '../discover/weights.ts';
import CompareToggle from './compare/CompareToggle.tsx';

export interface CardIdea extends Scores, ComparePick {
  dateAdded: string;
  primaryCategory: string;
  secondaryCategory?: string;
}

function CategoryChip({ kind, name }: { kind: CategoryKind; name: string }) {
  const meta = kind === 'primaryCategory' ? technologyMeta(name) : industryMeta(name);
  return (
    <li>
      <a href={categoryHref(kind, name)} className="chip hover:underline" style={{ '--chip': meta.color } as CSSProperties} title={`${kind === 'primaryCategory' ? 'Technology' : 'Industry'}: ${name}`}>
        <span aria-hidden="true">{meta.emoji}</span>
        {name}
      </a>
    </li>
  );
}

/** The idea's technology and, when it has one, its industry, as links to their discover lists. */
export function CategoryChips({ idea, className }: { idea: Pick<CardIdea, 'primaryCategory' | 'secondaryCategory'>; className: string }) {
  return (
    <ul className={`flex flex-wrap ${className}`}>
      <CategoryChip kind="primaryCategory" name={idea.primaryCategory} />
      {idea.secondaryCategory ? <CategoryChip kind="secondaryCategory" name={idea.secondaryCategory} /> : null}
    </ul>
  );
}

/**
 * `compact`: discover's grid, two rows to a laptop screen: the heading link covers the card (inner links and
 * buttons stay above it), and every score shows with the Compare chip. Otherwise the workspace's roomier
 * card: the composite beside the date and Compare as a button among the actions.
 */
const LAYOUT = {
  compact: {
    card: 'relative h-full gap-2.5 p-4 transition hover:border-brand-600/40 hover:shadow-md',
    chips: 'relative z-10 gap-1.5',
    heading: 'line-clamp-3 text-base',
    link: "after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700",
  },
  roomy: {
    card: 'gap-4 p-5',
    chips: 'gap-2',
    heading: 'text-lg',
    link: 'hover:text-brand-700 hover:underline',
  },
} as const;

interface Props extends HTMLAttributes<HTMLElement> {
  idea: CardIdea;
  compact?: boolean;
  /** The reader's weighting of the composite (discover's "Weigh the scores"). */
  weights?: ScoreWeights;
  /** Called when the heading link is followed. */
  onOpen?: () => void;
  /** The card's actions; in a compact card they end it above a rule, bookmark first. */
  actions: ReactNode;
  /** A small link beside the date (discover's "More like this"), where it costs the card no height. */
  besideDate?: ReactNode;
  children: ReactNode;
}

export function IdeaCard({ idea, compact = false, weights, onOpen, actions, besideDate, children, ...attributes }: Props) {
  const layout = LAYOUT[compact ? 'compact' : 'roomy'];
  return (
    <article className={`flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm ${layout.card}`} {...attributes}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <time dateTime={idea.dateAdded} className="text-sm text-slate-700">
            {formatDate(idea.dateAdded)}
          </time>
          {compact ? null : <ScoreChips scores={idea} size="sm" compositeOnly />}
          {besideDate}
        </div>
        <CategoryChips idea={idea} className={layout.chips} />
      </div>
      <h2 className={`leading-snug font-bold text-ink ${layout.heading}`}>
        <a href={idea.path} onClick={onOpen} className={layout.link}>
          {idea.heading}
        </a>
      </h2>
      {compact ? (
        <ScoreChips scores={idea} size="sm" labelled tooltips weights={weights} className="relative z-10">
          <CompareToggle pick={idea} size="chip" />
        </ScoreChips>
      ) : null}
      {children}
      {compact ? (
        <div className="relative z-20 mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-2" data-card-save>
          {actions}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {actions}
          <CompareToggle pick={idea} size="button" />
        </div>
      )}
    </article>
  );
}
