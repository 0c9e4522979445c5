/**
 * Ships to the browser: "Weigh the scores", a disclosure with a slider per sub-score that re-weights the
 * composite sort. Closed by default, so the feed's controls read as docs/spec/public-site.md#discover-discover
 * describes.
 */
import { DEFAULT_WEIGHTS, isDefaultWeights, type ScoreWeights, WEIGHT_KEYS, WEIGHT_MAX, weightShare } from '../../discover/weights.ts';

const LABELS: Record<keyof ScoreWeights, string> = { novelty: 'Novelty', market: 'Market potential', feasibility: 'Feasibility' };

interface Props {
  weights: ScoreWeights;
  /** Open from the start: the address carried a weighting, so the reader sees why the order differs. */
  initiallyOpen: boolean;
  onWeight: (key: keyof ScoreWeights, value: number) => void;
  onReset: () => void;
}

export function WeightControls({ weights, initiallyOpen, onWeight, onReset }: Props) {
  const custom = !isDefaultWeights(weights);
  const nothingCounts = WEIGHT_KEYS.every((key) => weights[key] === 0);
  return (
    <details className="group rounded-xl border border-slate-200 bg-white" open={initiallyOpen} data-weights>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 text-sm font-semibold text-ink hover:bg-slate-50">
        <svg className="h-4 w-4 transition-transform group-open:rotate-90 motion-reduce:transition-none" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M7 4l6 6-6 6z" />
        </svg>
        Weigh the scores
        {custom && <span className="rounded-full bg-brand-50 px-2 text-xs leading-5 font-semibold text-brand-800 ring-1 ring-brand-100">Custom</span>}
      </summary>
      <div className="border-t border-slate-100 px-4 pt-3 pb-4">
        <p className="text-sm text-slate-700" id="weights-help">
          How much each score counts in the composite. Moving a slider sorts by composite score; at the defaults the order is the published composite’s.
        </p>
        <div className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-3">
          {WEIGHT_KEYS.map((key) => {
            const share = weightShare(weights, key);
            return (
              <div key={key} className="flex flex-col gap-1">
                <label htmlFor={`weight-${key}`} className="flex items-baseline justify-between text-sm font-medium text-ink">
                  {LABELS[key]}
                  <span className="text-slate-700 tabular-nums" aria-hidden="true">
                    {weights[key]} · {share}%
                  </span>
                </label>
                <input
                  id={`weight-${key}`}
                  type="range"
                  min={0}
                  max={WEIGHT_MAX}
                  step={1}
                  value={weights[key]}
                  aria-valuetext={`${weights[key]} of ${WEIGHT_MAX}, ${share}% of the composite`}
                  aria-describedby="weights-help"
                  onChange={(event) => onWeight(key, Number(event.target.value))}
                  className="h-11 w-full accent-brand-600"
                />
              </div>
            );
          })}
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700" role="status">
            {nothingCounts ? 'Every weight is 0: no score counts, so the list keeps newest first.' : ''}
          </p>
          <button type="button" className="btn-secondary min-h-10" onClick={onReset}>
            Reset weights
            <span className="sr-only"> to {WEIGHT_KEYS.map((key) => `${LABELS[key]} ${DEFAULT_WEIGHTS[key]}`).join(', ')}</span>
          </button>
        </div>
      </div>
    </details>
  );
}
