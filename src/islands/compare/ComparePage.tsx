/**
 * Ships to the browser: /compare?ids=12,45,78, the picked ideas side by side. The page is static; the ideas
 * come from the workspace's idea files (a few files of 50 ideas each, cached forever). A table whose first
 * column (the row names) stays in place while a narrow screen scrolls the ideas.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FALLBACK_TEXT } from '../../config/constants/catalogue.ts';
import { COMPARE_LIMITS, COMPARE_PARAM, COMPARE_TEXT } from '../../config/constants/compare.ts';
import { compareHref, type CompareRequest, parseCompareIds } from '../../compare/picks.ts';
import { arxivAbsUrl, formatComposite, formatScore } from '../../ideas/format.ts';
import { ideaId } from '../../ideas/slug.ts';
import { $savedIdeas, loadSavedIdeas } from '../../stores/saved-ideas.ts';
import { removeComparePick } from '../../stores/compare.ts';
import type { SavedIdea, SavedIdeaFiles } from '../../workspace/saved-ideas.ts';

const outOfTen = (score: string) => (
  <>
    <span className="text-lg font-bold text-ink">{score}</span>
    <span className="text-slate-700">/10</span>
  </>
);

function List({ items, fallback }: { items: string[] | undefined; fallback: string }) {
  if (!items?.length) return <p className="text-slate-700 italic">{fallback}</p>;
  return (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const ROWS: { label: string; cell: (idea: SavedIdea) => ReactNode }[] = [
  { label: 'Composite score', cell: (idea) => outOfTen(formatComposite(idea.totalScore)) },
  { label: 'Novelty', cell: (idea) => outOfTen(formatScore(idea.novelty)) },
  { label: 'Market potential', cell: (idea) => outOfTen(formatScore(idea.marketPotential)) },
  { label: 'Feasibility', cell: (idea) => outOfTen(formatScore(idea.feasibility)) },
  { label: 'Market size (TAM)', cell: (idea) => idea.tamEstimate ?? <span className="text-slate-700 italic">{FALLBACK_TEXT.tam}</span> },
  { label: 'Customers & pain points', cell: (idea) => <List items={idea.painPoints} fallback={FALLBACK_TEXT.painPoints} /> },
  { label: 'Business model', cell: (idea) => idea.businessModel ?? <span className="text-slate-700 italic">{FALLBACK_TEXT.businessModel}</span> },
  { label: 'Major barriers', cell: (idea) => <List items={idea.majorBarriers} fallback={FALLBACK_TEXT.barriers} /> },
  {
    label: 'Research paper',
    cell: (idea) => (
      <div className="space-y-1">
        {idea.title && (idea.paperUrl ? <a href={idea.paperUrl} target="_blank" rel="noopener noreferrer" className="link font-semibold">{idea.title}</a> : <p className="font-semibold">{idea.title}</p>)}
        <p className="text-slate-700">{idea.authors ?? FALLBACK_TEXT.authors}</p>
        {idea.arxivId && (
          <a href={arxivAbsUrl(idea.arxivId)} target="_blank" rel="noopener noreferrer" className="link">
            arXiv: {idea.arxivId}
          </a>
        )}
      </div>
    ),
  },
];

function Notices({ texts }: { texts: string[] }) {
  return texts.map((text) => (
    <p key={text} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      {text}
    </p>
  ));
}

/** The address names no idea that exists: say why, and where ideas are picked. */
function NothingToCompare({ problems }: { problems: string[] }) {
  return (
    <div className="space-y-4" data-compare-state="empty">
      <Notices texts={problems} />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
        <h2 className="text-xl font-bold text-ink">{COMPARE_TEXT.nothing}</h2>
        <p className="mt-2 text-slate-700">{COMPARE_TEXT.nothingBody}</p>
        <a href="/discover" className="btn-primary mt-4">
          Browse ideas
        </a>
      </div>
    </div>
  );
}

interface Props {
  files: SavedIdeaFiles;
  /** The highest published idea number: a higher one is unknown without asking for a file that is not there. */
  highest: number;
}

export default function ComparePage({ files, highest }: Props) {
  /** What the address asks for; null until mounted (the static page knows no address). */
  const [request, setRequest] = useState<CompareRequest | null>(null);
  const saved = useStore($savedIdeas);
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  /** Whether the table is wider than its box: then a line says it scrolls, at any width. */
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const check = () => setOverflowing(node.scrollWidth > node.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  });

  useEffect(() => {
    const read = () => setRequest(parseCompareIds(new URLSearchParams(location.search).get(COMPARE_PARAM)));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const published = request?.numbers.filter((number) => number <= highest) ?? [];
  const load = () => {
    if (published.length > 0) void loadSavedIdeas(files, published.map(ideaId));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- published derives from request, a dependency, and the page's fixed highest number
  useEffect(load, [request, files]);

  // The removed column's button goes away with it: focus moves to the table's heading.
  const remove = (number: number) => {
    const numbers = request!.numbers.filter((item) => item !== number);
    history.replaceState(history.state, '', compareHref(numbers));
    setRequest({ ...request!, numbers });
    removeComparePick(number);
    heading.current?.focus();
  };

  if (request === null) return <div aria-busy="true" className="min-h-40" />;

  const problems = [
    request.invalid.length > 0 && `Not idea numbers, left out: ${request.invalid.join(', ')}.`,
    request.dropped.length > 0 && `At most ${COMPARE_LIMITS.max} ideas side by side; left out: ${request.dropped.join(', ')}.`,
  ].filter((text): text is string => typeof text === 'string');

  if (request.numbers.length === 0) return <NothingToCompare problems={problems} />;

  if (saved.status === 'error') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center" data-compare-state="error">
        <h2 className="text-xl font-bold text-red-900">{COMPARE_TEXT.errorTitle}</h2>
        <p className="mt-2 text-red-900">{COMPARE_TEXT.errorBody}</p>
        <button type="button" className="btn-primary mt-4" onClick={load}>
          Try Again
        </button>
      </div>
    );
  }

  const ideas = request.numbers.map((number) => saved.ideas[ideaId(number)]);
  if (published.some((number) => !saved.ideas[ideaId(number)]) && saved.status !== 'ready') {
    return (
      <p role="status" className="py-16 text-center text-slate-700" data-compare-state="loading">
        <span className="mx-auto mb-4 block size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none" aria-hidden="true" />
        {COMPARE_TEXT.loading}
      </p>
    );
  }

  const found = ideas.filter((idea): idea is SavedIdea => idea !== undefined);
  const unknown = request.numbers.filter((_, index) => ideas[index] === undefined);
  if (unknown.length > 0) problems.unshift(`No published idea has the number ${unknown.join(', ')}.`);
  if (found.length === 0) return <NothingToCompare problems={problems} />;
  if (found.length < COMPARE_LIMITS.min) problems.push(COMPARE_TEXT.pickMore);

  return (
    <div className="space-y-4" data-compare-state="ready">
      <Notices texts={problems} />
      {found.length > 1 && overflowing && (
        <p className="text-sm text-slate-700" data-compare-scrolls>
          Scroll the table sideways to see all {found.length} ideas; the row names stay in place.
        </p>
      )}
      <div>
        <h2 id="compare-table-title" ref={heading} tabIndex={-1} className="sr-only">
          {found.length} ideas side by side
        </h2>
        {/* Relative: the headers' screen-reader text is absolutely placed, and outside a positioned scroller it would widen the page. */}
        {/* From 1024 px the table is laid out fixed: four ideas share the width rather than scroll (a fourth column cut mid-word). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable so keyboards can scroll it (WCAG 2.1.1) */}
        <div ref={scroller} role="region" aria-labelledby="compare-table-title" tabIndex={0} className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600">
          <table className="w-full border-collapse text-left text-sm lg:table-fixed" data-compare-table>
            <thead>
              <tr>
                <td className="sticky left-0 z-10 w-28 min-w-28 bg-white sm:w-44 sm:min-w-44 lg:w-40 lg:min-w-40" />
                {found.map((idea) => (
                  <th key={idea.number} scope="col" className="min-w-52 border-l border-slate-200 p-4 align-top font-normal [overflow-wrap:anywhere] sm:min-w-60 lg:min-w-0" data-compare-column={idea.number}>
                    <a href={idea.path} className="text-base leading-snug font-bold text-ink hover:text-brand-700 hover:underline">
                      {idea.heading}
                    </a>
                    <button type="button" onClick={() => remove(idea.number)} className="mt-2 block min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                      Remove<span className="sr-only"> {idea.heading} from the comparison</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label} className="border-t border-slate-200">
                  <th scope="row" className="sticky left-0 z-10 w-28 min-w-28 bg-slate-50 p-3 align-top text-xs font-semibold text-ink [overflow-wrap:normal] sm:w-44 sm:min-w-44 sm:p-4 sm:text-sm">
                    {row.label}
                  </th>
                  {found.map((idea) => (
                    <td key={idea.number} className="border-l border-slate-200 p-4 align-top text-slate-800 [overflow-wrap:anywhere]">
                      {row.cell(idea)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
