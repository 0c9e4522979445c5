// Finding saved ideas in the workspace, over stores already loaded: the list in the order they were saved, the
// composite score on each card, the person's own tags as a filter kept in the address, and a search by author
// or arXiv id; the portfolio shows the same tags as typed. (The filtering and sorting rules are
// tests/unit/workspace-rules.test.ts's; the address surviving a reload is tests/e2e/workspace.spec.ts's.)
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import { formatComposite } from '../../src/ideas/format.ts';
import Portfolio from '../../src/islands/workspace/Portfolio.tsx';
import Workspace from '../../src/islands/workspace/Workspace.tsx';
import { bundleOf, savedIdea, signedIn } from './signed-in.ts';

const files = { base: '/workspace/data/test/', chunkSize: 50 };
const ideas = {
  'idea-1': savedIdea(1, { dateAdded: '2026-01-03', authors: 'Ada Lovelace, Charles Babbage', arxivId: '2601.00001', totalScore: 7.25 }),
  'idea-2': savedIdea(2, { dateAdded: '2026-01-01', authors: 'Grace Hopper', arxivId: '2601.00002', totalScore: 6.5 }),
  'idea-3': savedIdea(3, { dateAdded: '2026-01-02', authors: 'Alan Turing', arxivId: '2601.00003', totalScore: 8 }),
};

/** Saved 2, then 1, then 3 (the bundle lists the newest saved first); 1 and 2 carry the person's tags. */
function signedInWithSaved() {
  signedIn({ workspace: { bundle: bundleOf([3, 1, 2], [[1, 'public sector'], [2, 'later']]) }, savedIdeas: { ideas, status: 'ready' } });
}

function renderWorkspace(address: string) {
  window.history.replaceState(null, '', address);
  return render(<Workspace section="ideas" files={files} technologies={[]} industries={[]} forYou={{ vectors: '/v.json', cards: { base: '/c/', segments: [] } }} />);
}

const order = () => [...document.querySelectorAll('[data-saved-idea]')].map((card) => card.getAttribute('data-saved-idea'));

describe('the saved ideas', () => {
  test('recently saved first, each card with its composite score out of 10', () => {
    signedInWithSaved();
    renderWorkspace('/workspace');
    expect(order()).toEqual(['idea-3', 'idea-1', 'idea-2']);
    expect((document.querySelector('#sort-desktop') as HTMLSelectElement).value).toBe('recently_saved');
    expect(document.querySelector('[data-saved-idea="idea-1"] [data-composite-score]')!.textContent).toBe(`Composite score ${formatComposite(7.25)} out of 10`);

    fireEvent.change(document.querySelector('#sort-desktop')!, { target: { value: 'newest' } });
    expect(order()).toEqual(['idea-1', 'idea-3', 'idea-2']);
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('newest');
  });

  test("the person's own tags filter the list, in the address", () => {
    signedInWithSaved();
    renderWorkspace('/workspace');
    const tags = screen.getByRole('group', { name: WORKSPACE_TEXT.tagFilterLabel });
    expect(within(tags).getAllByRole('button').map((button) => button.textContent)).toEqual(['later', 'public sector']);
    fireEvent.click(within(tags).getByRole('button', { name: 'public sector' }));
    expect(within(tags).getByRole('button', { name: 'public sector' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.location.search).toBe('?tag=public+sector');
    expect(order()).toEqual(['idea-1']);
  });

  test.each([
    ['an author', 'Babbage'],
    ['an arXiv id', '2601.00001'],
  ])('a search for %s finds the idea of that paper', (_, query) => {
    signedInWithSaved();
    renderWorkspace(`/workspace?q=${encodeURIComponent(query)}`);
    expect(order()).toEqual(['idea-1']);
  });
});

test('the portfolio shows the tags as they were typed', () => {
  signedInWithSaved();
  render(<Portfolio files={files} />);
  expect([...document.querySelectorAll('[data-portfolio-idea="idea-1"] [data-user-tag]')].map((tag) => tag.textContent)).toEqual(['public sector']);
  expect(document.querySelectorAll('[data-portfolio-idea="idea-3"] [data-user-tag]')).toHaveLength(0);
});
