/**
 * Line coverage of `src/` by the whole suite: a line counts as covered when Vitest or the browser suite ran it.
 * The lines that count are Vitest's (it maps every file of `src/`, run or not), so a file only the browser
 * loads is still measured against all its lines.
 */
export type LineHits = Record<string, number>;
/** Per file (relative to the project, `src/...`), its lines' hit counts, as istanbul's `getLineCoverage()`. */
export type LinesByFile = Record<string, LineHits>;

export interface CoverageTotals {
  lines: number;
  unit: number;
  browser: number;
  merged: number;
}

export function mergeLineCoverage(unit: LinesByFile, browser: LinesByFile): CoverageTotals {
  const totals: CoverageTotals = { lines: 0, unit: 0, browser: 0, merged: 0 };
  for (const [file, lines] of Object.entries(unit)) {
    const browserLines = browser[file] ?? {};
    for (const [line, hits] of Object.entries(lines)) {
      const byUnit = hits > 0;
      const byBrowser = (browserLines[line] ?? 0) > 0;
      totals.lines += 1;
      if (byUnit) totals.unit += 1;
      if (byBrowser) totals.browser += 1;
      if (byUnit || byBrowser) totals.merged += 1;
    }
  }
  return totals;
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '0.00%' : `${((100 * part) / whole).toFixed(2)}%`;
}
