/** Ships to the browser: User Timing names for the discover results, read by scripts/bench-discover.ts. */
export const RESULTS_START_MARK = 'discover:results-start';
export const RESULTS_MEASURE = 'discover:results';
