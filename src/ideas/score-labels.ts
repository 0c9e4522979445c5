/** How each score is named where its value or percentile is shown. Ships to the browser: plain values only. */
export const SCORE_LABELS = [
  { key: 'totalScore', label: 'Composite' },
  { key: 'novelty', label: 'Novelty' },
  { key: 'marketPotential', label: 'Market potential' },
  { key: 'feasibility', label: 'Feasibility' },
] as const;
