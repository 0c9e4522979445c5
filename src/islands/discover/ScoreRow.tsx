/**
 * Ships to the browser: a card's composite score and sub-scores. Each sub-score is a button whose
 * scale explanation the list's TooltipLayer shows (hover, focus, or tap on small screens).
 */
import { SCORE_SCALES } from '../../config/constants.ts';
import { formatComposite, formatScore } from '../../ideas/format.ts';
import type { ReactNode } from 'react';
import type { CardData } from '../../search/index-types.ts';
import { isDefaultWeights, type ScoreWeights, weightedScore } from '../../search/weights.ts';

const SCALE_TEXT = Object.fromEntries(SCORE_SCALES.map((scale) => [scale.key, `${scale.label} scale: ${scale.points.map((point) => `${point.value} ${point.text}`).join(' · ')}`]));

/**
 * `weights`: the reader's weighting; a custom one adds the card's score under it beside the published composite.
 * `children` end the row (the card's Compare toggle).
 */
export function ScoreRow({ card, weights, children }: { card: CardData; weights?: ScoreWeights; children?: ReactNode }) {
  const subScores = [
    { key: 'novelty', label: 'Novelty', value: card.novelty },
    { key: 'marketPotential', label: 'Market', value: card.marketPotential },
    { key: 'feasibility', label: 'Feasibility', value: card.feasibility },
  ];
  return (
    <div className="relative z-10 flex flex-wrap items-center gap-2">
      <p className="inline-flex min-h-6 items-center gap-1 rounded-full bg-brand-600 px-2 text-xs font-semibold text-white">
        <svg className="h-3.5 w-3.5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
        Composite<span className="sr-only"> score</span> {formatComposite(card.totalScore)}
        <span className="sr-only"> out of 10</span>
      </p>
      {weights && !isDefaultWeights(weights) && (
        <p className="inline-flex min-h-6 items-center rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800 ring-1 ring-brand-100" data-weighted-score>
          Your weighting<span className="sr-only">: score</span>&nbsp;{formatComposite(weightedScore(card, weights))}
          <span className="sr-only"> out of 10</span>
        </p>
      )}
      {subScores.map(({ key, label, value }) => (
        <button
          key={key}
          type="button"
          data-tooltip={SCALE_TEXT[key]}
          className="inline-flex min-h-6 items-center rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-800 hover:bg-slate-200"
        >
          {label}&nbsp;<span className="font-semibold">{formatScore(value)}</span>
          <span className="text-slate-700">/10</span>
        </button>
      ))}
      {children}
    </div>
  );
}
