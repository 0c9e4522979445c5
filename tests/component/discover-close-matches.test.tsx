// Close and partial matches below an empty search result, in the words of docs/spec/public-site.md: a heading
// quoting the search, the note saying what was read as what (or that not every word is in them), and each card
// marked by kind. Which ideas a query finds is tests/unit/discover-phone-queries.test.ts's; that discover shows
// these in place of the empty state and the list, with the status line over them, discover.spec.ts's.
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FEED_TEXT } from '../../src/config/constants/catalogue.ts';
import { CloseMatches } from '../../src/islands/discover/CloseMatches.tsx';
import { EMPTY_FILTERS, withSearch } from '../../src/discover/filters.ts';
import type { CardData } from '../../src/discover/index-types.ts';
import type { TextResult } from '../../src/text-search/word-search.ts';

const cards: CardData[] = [
  { number: 61, path: '/idea/a-chemistry-agent-61', heading: 'A chemistry agent for drug discovery', dateAdded: '2026-11-02', primaryCategory: 'Agentic AI' },
  { number: 7, path: '/idea/lab-notebooks-7', heading: 'Lab notebooks that read themselves', dateAdded: '2026-10-30', primaryCategory: 'Foundation Models' },
];

function renderMatches(search: string, kind: TextResult['kind'], corrections: TextResult['corrections']) {
  const fallback: TextResult = { kind, matches: new Uint8Array(cards.length), scores: new Float64Array(cards.length), corrections };
  return render(<CloseMatches fallback={fallback} ranks={[0, 1]} numberAt={(rank) => cards[rank]?.number} cardAt={(rank) => cards[rank]} cardFailed={() => false} filters={withSearch(EMPTY_FILTERS, search)} />);
}

test('close matches: the heading quotes the search, the note says which word was read as which, each card is marked close', () => {
  const { container } = renderMatches('chemistry agnet', 'close', [{ word: 'agnet', to: ['agent'] }]);
  const section = screen.getByRole('region', { name: `${FEED_TEXT.closeTitle} “chemistry agnet”` });
  expect(section.textContent).toContain('“agent” for “agnet”');
  const listed = container.querySelectorAll('li[data-idea]');
  expect([...listed].map((item) => [item.getAttribute('data-idea'), item.getAttribute('data-match')])).toEqual([
    ['61', 'close'],
    ['7', 'close'],
  ]);
  expect(within(section).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain(cards[0]!.heading);
});

test('partial matches: their own heading and note, each card marked partial', () => {
  const { container } = renderMatches('drug discovery blockchain', 'partial', []);
  const section = screen.getByRole('region', { name: `${FEED_TEXT.partialTitle} “drug discovery blockchain”` });
  expect(section.textContent).toContain(FEED_TEXT.partialBody);
  expect(container.querySelector('li[data-idea]')?.getAttribute('data-match')).toBe('partial');
});
