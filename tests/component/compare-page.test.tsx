// /compare's states decided by the address and the ideas the page already holds: nothing to compare, numbers
// left out and why, too few to compare, and the fallbacks of an idea with gaps. A failed load and its Try Again
// need the network: compare-reweight.spec.ts keeps those.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { COMPARE_TEXT } from '../../src/config/constants/compare.ts';
import { FALLBACK_TEXT } from '../../src/config/constants/catalogue.ts';
import ComparePage from '../../src/islands/compare/ComparePage.tsx';
import { $savedIdeas } from '../../src/stores/saved-ideas.ts';
import type { SavedIdea } from '../../src/workspace/saved-ideas.ts';
import { savedIdea } from './signed-in.ts';

const withPaper = savedIdea(7, {
  title: 'Agents for Trial Design',
  authors: 'A. Lovelace, C. Babbage',
  paperUrl: 'https://arxiv.org/pdf/2501.01234',
  arxivId: '2501.01234',
  majorBarriers: ['Regulatory review', 'Hospital data access'],
});
/** As the sheet's sparse row: a title and nothing else a column shows. */
const sparseIdea = savedIdea(9, { title: 'Sparse Paper For Fallback Texts' });
const ideas: SavedIdea[] = [1, 2, 3, 4, 5].map((number) => savedIdea(number)).concat(withPaper, sparseIdea);
const highest = Math.max(...ideas.map((idea) => idea.number));

/** /compare at `address`, with the ideas numbered `held` already loaded (the page fetches only those it lacks). */
function renderCompare(address: string, held: readonly number[] = []) {
  const loaded = ideas.filter((idea) => held.includes(idea.number));
  $savedIdeas.set({ ideas: Object.fromEntries(loaded.map((idea) => [idea.id, idea])), status: held.length > 0 ? 'ready' : 'idle' });
  window.history.replaceState(null, '', address);
  return render(<ComparePage files={{ base: '/workspace/data/test/', chunkSize: 50 }} highest={highest} />);
}

const headerCells = () => document.querySelectorAll('[data-compare-table] thead th');
const cellsOf = (row: string) => within(screen.getByRole('row', { name: new RegExp(`^${row}`) })).getAllByRole('cell');

describe('bad addresses say what is wrong', () => {
  test('no idea numbers at all: nothing to compare, naming what was left out', () => {
    renderCompare('/compare?ids=abc');
    expect(screen.getByRole('heading', { name: COMPARE_TEXT.nothing })).toBeTruthy();
    expect(screen.getByText('Not idea numbers, left out: abc.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse ideas' }).getAttribute('href')).toBe('/discover');
    expect(document.querySelector('[data-compare-state]')?.getAttribute('data-compare-state')).toBe('empty');
  });

  test('without ids: nothing to compare, and no notice', () => {
    renderCompare('/compare');
    expect(screen.getByRole('heading', { name: COMPARE_TEXT.nothing })).toBeTruthy();
    expect(screen.getByText(COMPARE_TEXT.nothingBody)).toBeTruthy();
    expect(document.querySelectorAll('[data-compare-state] > p')).toHaveLength(0);
  });

  test('a number above the highest published one is named, and one idea left asks for more', () => {
    renderCompare(`/compare?ids=${withPaper.number},999999`, [withPaper.number]);
    expect(screen.getByText('No published idea has the number 999999.')).toBeTruthy();
    expect(screen.getByText(COMPARE_TEXT.pickMore)).toBeTruthy();
    expect(headerCells()).toHaveLength(1);
  });

  test('only unknown numbers: nothing to compare, naming them', () => {
    renderCompare('/compare?ids=999998,999999');
    expect(screen.getByRole('heading', { name: COMPARE_TEXT.nothing })).toBeTruthy();
    expect(screen.getByText('No published idea has the number 999998, 999999.')).toBeTruthy();
  });

  test('more than 4: the first 4 side by side, the rest named as left out', () => {
    const numbers = ideas.slice(0, 5).map((idea) => idea.number);
    renderCompare(`/compare?ids=${numbers.join(',')}`, numbers.slice(0, 4));
    expect(screen.getByText(`At most 4 ideas side by side; left out: ${numbers[4]}.`)).toBeTruthy();
    expect(headerCells()).toHaveLength(4);
    expect(screen.getByRole('heading', { name: '4 ideas side by side' })).toBeTruthy();
  });
});

test('the paper row: title, authors and arXiv link; a sparse idea shows the fallbacks', () => {
  renderCompare(`/compare?ids=${withPaper.number},${sparseIdea.number}`, [withPaper.number, sparseIdea.number]);
  const paper = cellsOf('Research paper');
  expect(within(paper[0]!).getByRole('link', { name: withPaper.title }).getAttribute('href')).toBe(withPaper.paperUrl);
  expect(paper[0]!.textContent).toContain(withPaper.authors);
  expect(within(paper[0]!).getByRole('link', { name: `arXiv: ${withPaper.arxivId}` }).getAttribute('href')).toBe(`https://arxiv.org/abs/${withPaper.arxivId}`);
  expect(paper[1]!.textContent).toContain(FALLBACK_TEXT.authors);
  const barriers = cellsOf('Major barriers');
  expect(within(barriers[0]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(withPaper.majorBarriers);
  expect(barriers[1]!.textContent).toBe(FALLBACK_TEXT.barriers);
});
