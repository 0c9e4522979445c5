/**
 * The catalogue check an admin sees: what the next build's catalogue guard will say about the current
 * sheet, compared with the live site's manifest. The answer's shape and its one-line summary.
 * Ships to the browser (admin page) and the catalogue-check function: no Node APIs.
 */
import { CATALOGUE } from '../config/constants/admin.ts';

export type CatalogueVerdict = 'ok' | 'refused' | 'absent' | 'unreadable';

export interface CatalogueCheckResult {
  success: boolean;
  error: string | null;
  verdict: CatalogueVerdict | null;
  /** Where the previous manifest was read from. */
  source: string;
  /** Why there was nothing to compare with (absent, unreadable). */
  reason: string | null;
  previousCount: number;
  currentCount: number;
  addedCount: number;
  /** "idea 5: was <old paper>, now <new paper>", one per affected number, plus the shrink line. */
  problems: string[];
  checkedAt: string;
}

export function catalogueSummary(result: CatalogueCheckResult): string {
  const override = `${CATALOGUE.overrideVariable}=1`;
  switch (result.verdict) {
    case 'ok':
      return `All ${result.previousCount.toLocaleString('en-US')} published idea numbers keep their papers; the next build adds ${result.addedCount.toLocaleString('en-US')} new ideas.`;
    case 'refused':
      return `The next build will refuse to publish: ${result.problems.length.toLocaleString('en-US')} problems below. Restore the row order in the sheet, or set ${override} for one build after a deliberate change.`;
    case 'absent':
      return `Nothing to compare with: ${result.reason}. The next build publishes the first manifest.`;
    case 'unreadable':
      return `The live manifest could not be read (${result.reason}). The next build will stop unless the site answers or ${override} is set.`;
    default:
      return result.error ?? CATALOGUE.text.failed;
  }
}
