// A signed-in workspace's saved cards: each lists the related ideas the build gave it, and Export BibTeX
// downloads the papers of the ideas shown, all of them or the ones a search leaves.
import { parse } from '@retorquere/bibtex-parser';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import Workspace from '../../src/islands/workspace/Workspace.tsx';
import type { SavedIdea } from '../../src/workspace/saved-ideas.ts';
import { bundleOf, savedIdea, signedIn } from './signed-in.ts';

const forYouSources = { vectors: '/workspace/data/for-you/test/vectors.json', cards: { base: '/discover/data/', segments: [{ dir: 'test', count: 0 }] } };

function renderWorkspace(ideas: SavedIdea[], address = '/workspace') {
  window.history.replaceState(null, '', address);
  signedIn({ workspace: { bundle: bundleOf(ideas.map((idea) => idea.number)) }, savedIdeas: { ideas: Object.fromEntries(ideas.map((idea) => [idea.id, idea])), status: 'ready' } });
  return render(<Workspace section="ideas" files={{ base: '/workspace/data/test/', chunkSize: 50 }} technologies={[]} industries={[]} forYou={forYouSources} />);
}

/** What the page hands the browser to save: the file's name and text, read from the link it clicks. */
let downloads: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

async function bibTitles(download: { blob: Blob }): Promise<string[]> {
  const library = parse(await download.blob.text(), { english: false });
  expect(library.errors).toEqual([]);
  return library.entries.map((entry) => entry.fields.title as string);
}

const paper = (number: number, title: string, arxivId?: string) => savedIdea(number, { title, arxivId, authors: 'Ada Lovelace', paperUrl: arxivId ? `https://arxiv.org/abs/${arxivId}` : `https://example.org/${number}` });

test('Export BibTeX downloads the papers of every saved idea, then only those a search leaves, named so', async () => {
  const ideas = [paper(1, 'Sparse attention for clinical notes', '2401.01234'), paper(2, 'Robots that read manuals')];
  renderWorkspace(ideas);
  const exportBib = screen.getByRole('button', { name: 'Export BibTeX' });
  fireEvent.click(exportBib);
  expect(downloads).toHaveLength(1);
  expect(downloads[0]!.name).toMatch(/^research-ventures-workspace-\d{4}-\d{2}-\d{2}\.bib$/);
  expect(downloads[0]!.blob.type).toBe('application/x-bibtex;charset=utf-8');
  expect((await bibTitles(downloads[0]!)).sort()).toEqual(['Robots that read manuals', 'Sparse attention for clinical notes']);
  expect(parse(await downloads[0]!.blob.text(), { english: false }).entries.find((entry) => entry.fields.title === 'Sparse attention for clinical notes')!.fields.eprint).toBe('2401.01234');

  fireEvent.change(document.querySelector('#search-desktop')!, { target: { value: 'Robots that read manuals' } });
  await waitFor(() => expect(document.querySelectorAll('[data-saved-idea]')).toHaveLength(1));
  fireEvent.click(exportBib);
  expect(downloads).toHaveLength(2);
  expect(downloads[1]!.name).toMatch(/^research-ventures-workspace-\d{4}-\d{2}-\d{2}-filtered\.bib$/);
  expect(await bibTitles(downloads[1]!)).toEqual(['Robots that read manuals']);
});

test('with no paper title among the ideas shown, there is nothing to cite: Export BibTeX is off', () => {
  renderWorkspace([savedIdea(1)]);
  expect((screen.getByRole('button', { name: 'Export BibTeX' }) as HTMLButtonElement).disabled).toBe(true);
});

test("a saved card lists the idea's related ideas as links, the same paper first, each saying why", () => {
  const related = [
    { path: '/idea/same-paper-2', heading: 'Same paper, other venture', samePaper: true, shared: [] },
    { path: '/idea/close-match-3', heading: 'A close match', samePaper: false, shared: [{ kind: 'customer' as const, label: 'hospitals' }] },
  ];
  renderWorkspace([savedIdea(1, { related }), savedIdea(4)]);
  const card = document.querySelector('[data-saved-idea="idea-1"]') as HTMLElement;
  const list = card.querySelector('[data-workspace-related]') as HTMLElement;
  expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(related.map((entry) => [entry.heading, entry.path]));
  expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Same paper');
  expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('hospitals');
  // An idea the build found nothing related to has no list.
  expect(document.querySelector('[data-saved-idea="idea-4"] [data-workspace-related]')).toBeNull();
});
