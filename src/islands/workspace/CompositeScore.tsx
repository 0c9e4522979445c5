/** Ships to the browser: a saved idea's composite score as a badge (workspace cards and the portfolio). */
import { formatComposite } from '../../ideas/format.ts';

export default function CompositeScore({ score }: { score: number | undefined }) {
  return (
    <span className="rounded-full bg-brand-600 px-2 text-xs leading-6 font-semibold text-white" data-composite-score>
      <span className="sr-only">Composite score </span>
      {formatComposite(score)}
    </span>
  );
}
