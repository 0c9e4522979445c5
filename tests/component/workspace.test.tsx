// The workspace's states that need no backend: the guest landing, loading, an empty or failed workspace, a
// filter that hides every saved idea, the empty reading list, and For you's waiting, failed and too-few states.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FOR_YOU_TEXT } from '../../src/config/constants/for-you.ts';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import ForYou from '../../src/islands/workspace/ForYou.tsx';
import Workspace, { type WorkspaceSection } from '../../src/islands/workspace/Workspace.tsx';
import { bundleOf, savedIdea, signedIn, signedOut } from './signed-in.ts';

const forYouSources = { vectors: '/workspace/data/for-you/test/vectors.json', cards: { base: '/discover/data/', segments: [{ dir: 'test', count: 0 }] } };

/** The workspace at `address`: it reads its section and filters from the address once mounted. */
function renderWorkspace(address: string, section: WorkspaceSection = 'ideas') {
  window.history.replaceState(null, '', address);
  return render(<Workspace section={section} files={{ base: '/workspace/data/test/', chunkSize: 50 }} technologies={[]} industries={[]} forYou={forYouSources} />);
}

const marked = (name: string) => document.querySelector(`[${name}]`);

describe('Workspace', () => {
  test('a guest gets the landing with the way to sign in', () => {
    signedOut();
    renderWorkspace('/workspace');
    expect(screen.getByRole('heading', { level: 1, name: 'Your research venture workspace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: WORKSPACE_TEXT.loginToWorkspace }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(marked('data-workspace')).toBeNull();
  });

  test('while the signed-in workspace loads, it says so, and shows nothing else yet', () => {
    signedIn({ workspace: { status: 'loading' } });
    renderWorkspace('/workspace');
    expect(screen.getByRole('status').textContent).toBe('Loading your workspace...');
    expect(marked('data-workspace-loading')).not.toBeNull();
    expect(marked('data-workspace')).toBeNull();
  });

  test('with nothing saved: the empty state leads to discover, and there is nothing to export', () => {
    signedIn();
    renderWorkspace('/workspace');
    expect(marked('data-workspace-empty')?.textContent).toContain('No ideas saved yet');
    expect(within(marked('data-workspace-empty') as HTMLElement).getByRole('link', { name: 'Browse Ideas' }).getAttribute('href')).toBe('/discover');
    expect(marked('data-saved-count')?.textContent).toBe('0 saved ideas');
    expect(screen.queryByRole('group', { name: 'Export the ideas shown' })).toBeNull();
  });

  test('a workspace that failed to load says so above what it has', () => {
    signedIn({ workspace: { status: 'error' } });
    renderWorkspace('/workspace');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Your workspace could not be loaded completely. Check your connection and reload the page.');
    expect(alert.compareDocumentPosition(marked('data-workspace-empty')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('a search that matches no saved idea offers Clear filters, which shows them again', () => {
    signedIn({ workspace: { bundle: bundleOf([1]) }, savedIdeas: { ideas: { 'idea-1': savedIdea(1) }, status: 'ready' } });
    renderWorkspace('/workspace?q=zzzz');
    expect(screen.getByText('No saved ideas match your filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.queryByText('No saved ideas match your filters.')).toBeNull();
    expect(screen.getByRole('link', { name: /Idea number 1/ })).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  test('the reading list with nothing saved says how papers get there', () => {
    signedIn();
    renderWorkspace('/workspace/reading-list', 'papers');
    expect(marked('data-papers-empty')?.textContent).toContain('No papers in source list');
    expect(marked('data-papers-empty')?.textContent).toContain('Save an idea to see its paper here');
  });
});

describe('For you', () => {
  test('under 3 saved ideas it says how many more to save, and where', () => {
    signedIn({ workspace: { bundle: bundleOf([1, 2]) } });
    render(<ForYou sources={forYouSources} />);
    const empty = marked('data-for-you-empty') as HTMLElement;
    expect(empty.textContent).toContain('Save 1 more idea to get recommendations');
    expect(within(empty).getByRole('link', { name: 'Browse Ideas' }).getAttribute('href')).toBe('/discover');
  });

  test('with nothing saved, the count is of ideas', () => {
    signedIn();
    render(<ForYou sources={forYouSources} />);
    expect(marked('data-for-you-empty')?.textContent).toContain('Save 3 more ideas to get recommendations');
  });

  test('while the vectors load, it says it is finding ideas', () => {
    signedIn({ workspace: { bundle: bundleOf([1, 2, 3]) }, catalogue: { status: 'loading', catalogue: null } });
    render(<ForYou sources={forYouSources} />);
    expect(marked('data-for-you-loading')?.textContent).toBe(FOR_YOU_TEXT.loading);
    expect(screen.getByRole('status').textContent).toBe(FOR_YOU_TEXT.loading);
  });

  test('hidden ideas that failed to load: recommendations and the hidden list both say so', () => {
    signedIn({ workspace: { bundle: bundleOf([1, 2, 3]) }, dismissed: { status: 'error', rows: [] } });
    render(<ForYou sources={forYouSources} />);
    expect(marked('data-for-you-error')?.textContent).toBe(FOR_YOU_TEXT.loadFailed);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([FOR_YOU_TEXT.loadFailed, FOR_YOU_TEXT.dismissedLoadFailed]);
  });

  test('nothing left to recommend: it says so and what to do', () => {
    signedIn({ workspace: { bundle: bundleOf([1, 2, 3]) } });
    render(<ForYou sources={forYouSources} />);
    expect(marked('data-for-you-none')?.textContent).toContain(FOR_YOU_TEXT.none);
    expect(marked('data-for-you-none')?.textContent).toContain(FOR_YOU_TEXT.noneHint);
    expect(marked('data-dismissed-list')).toBeNull();
  });

  test('scoped to a tag on fewer than 3 saved ideas, it asks for more under that tag', () => {
    signedIn({ workspace: { bundle: bundleOf([1, 2, 3], [[1, 'Other'], [2, 'Other'], [3, 'Bio']]) } });
    render(<ForYou sources={forYouSources} />);
    const scope = screen.getByLabelText(FOR_YOU_TEXT.scopeLabel);
    expect(within(scope).getAllByRole('option').map((option) => option.textContent)).toEqual([FOR_YOU_TEXT.scopeAll, 'Tagged “Bio”', 'Tagged “Other”']);
    fireEvent.change(scope, { target: { value: 'Other' } });
    expect(marked('data-for-you-empty')?.textContent).toContain('Tag at least 3 saved ideas “Other”');
  });
});
