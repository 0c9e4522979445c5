/** Ships to the browser: a saved idea's closest related ideas, as the build listed them. */
import { SCORE_TEXT } from '../../config/constants/catalogue.ts';
import { reasonLine } from '../../ideas/reasons.ts';
import type { SavedRelated } from '../../workspace/saved-ideas.ts';

export default function RelatedList({ related }: { related: readonly SavedRelated[] }) {
  return (
    <div className="text-sm" data-workspace-related>
      <p className="font-semibold text-ink">{SCORE_TEXT.relatedTitle}</p>
      <ul className="mt-1 space-y-2">
        {related.map((entry) => (
          <li key={entry.path}>
            <a href={entry.path} className="font-medium text-brand-700 hover:underline">
              {entry.heading}
            </a>
            <span className="block text-slate-700">
              {entry.samePaper ? `${SCORE_TEXT.samePaper}. ` : ''}
              {reasonLine(entry.shared)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
