/**
 * The one score display: an idea's composite and sub-scores as chips. Astro pages render it without a client
 * directive (static HTML, no JavaScript); islands (discover and workspace cards) ship it to the browser.
 * The composite is "Composite score N out of 10" to screen readers wherever it stands.
 */
import type { ReactNode } from 'react';
import { SCORE_SCALES } from '../config/constants/catalogue.ts';
import { formatComposite, formatScore } from '../ideas/format.ts';
import { isDefaultWeights, type ScoreWeights, type SubScores, weightedScore } from '../discover/weights.ts';

export interface Scores extends SubScores {
  totalScore?: number;
}

interface Props {
  scores: Scores;
  size?: 'sm' | 'md';
  /** The composite alone, as a badge (workspace cards and the portfolio). */
  compositeOnly?: boolean;
  /** The composite's name on screen, not only for screen readers (discover cards, where chips stand alone). */
  labelled?: boolean;
  /**
   * Sub-scores as buttons whose scale explanation a surrounding TooltipLayer shows (hover, focus, or tap),
   * each a chip of the row so a narrow card wraps them one by one; without it, a list of plain chips.
   */
  tooltips?: boolean;
  /** The reader's weighting; a custom one adds the idea's score under it beside the published composite. */
  weights?: ScoreWeights;
  /** id of the ScoreHelpDialog its info button opens, kept beside the composite so wrapping never strands it. */
  helpDialogId?: string;
  className?: string;
  /** End the row (a card's Compare toggle). */
  children?: ReactNode;
}

const SIZES = { sm: 'min-h-6 px-2 text-xs', md: 'px-3 py-1 text-sm' } as const;

const SCALE_TEXT = Object.fromEntries(SCORE_SCALES.map((scale) => [scale.key, `${scale.label} scale: ${scale.points.map((point) => `${point.value} ${point.text}`).join(' · ')}`]));

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Invoker Commands open the dialog without JavaScript; the attributes are passed through as written. */
function dialogInvoker(dialogId: string) {
  return { commandfor: dialogId, command: 'show-modal', 'data-open-dialog': dialogId };
}

export default function ScoreChips({ scores, size = 'md', compositeOnly = false, labelled = false, tooltips = false, weights, helpDialogId, className, children }: Props) {
  const chip = `inline-flex items-center rounded-full ${SIZES[size]}`;
  const subChip = `${chip} bg-slate-100 font-medium text-slate-800`;
  return (
    <div className={['flex flex-wrap items-center gap-2', className].filter(Boolean).join(' ')}>
      <div className="flex items-center gap-1">
        <p className={`${chip} gap-1 bg-brand-600 font-semibold text-white`} data-composite-score>
          <svg className="h-3.5 w-3.5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path d={STAR_PATH} />
          </svg>
          {labelled ? 'Composite' : <span className="sr-only">Composite</span>}
          <span className="sr-only"> score</span> {formatComposite(scores.totalScore)}
          <span className="sr-only"> out of 10</span>
        </p>
        {helpDialogId && (
          <button type="button" {...dialogInvoker(helpDialogId)} className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100" aria-label="How scores work">
            <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 11v6M12 7.5v.5" />
            </svg>
          </button>
        )}
      </div>
      {weights && !isDefaultWeights(weights) && (
        <p className={`${chip} bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-100`} data-weighted-score>
          Your weighting<span className="sr-only">: score</span>&nbsp;{formatComposite(weightedScore(scores, weights))}
          <span className="sr-only"> out of 10</span>
        </p>
      )}
      {compositeOnly ? null : tooltips ? (
        SCORE_SCALES.map(({ key, label }) => (
          <button key={key} type="button" data-tooltip={SCALE_TEXT[key]} className={`${subChip} hover:bg-slate-200`}>
            <SubScore label={label} value={scores[key]} />
          </button>
        ))
      ) : (
        <ul className="flex flex-wrap gap-2">
          {SCORE_SCALES.map(({ key, label }) => (
            <li key={key} className={subChip}>
              <SubScore label={label} value={scores[key]} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

function SubScore({ label, value }: { label: string; value: number | undefined }) {
  return (
    <>
      {label}&nbsp;<span className="font-semibold">{formatScore(value)}</span>
      <span className="text-slate-700">/10</span>
    </>
  );
}
