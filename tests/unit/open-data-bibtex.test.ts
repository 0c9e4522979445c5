// BibTeX of ideas' papers, parsed back with the parser behind Better BibTeX for Zotero's imports: every
// entry reads without errors, with the sheet's text (LaTeX specials included) as written.
import { parse } from '@retorquere/bibtex-parser';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { authorNames, bibtexFile, bibtexText } from '../../src/open-data/bibtex.ts';
import { HOSTILE_TEXT, hostileIdea, sheetIdeas, SITE_URL } from './open-data-fixtures.ts';

/** Titles as written: no sentence-casing, which Zotero applies on import and which is not under test. */
function read(bib: string) {
  const library = parse(bib, { english: false });
  expect(library.errors).toEqual([]);
  return library.entries;
}

const paper = { path: '/idea/a-1', title: 'Attention Is All You Need', authors: 'Ashish Vaswani, Noam Shazeer, Niki Parmar', arxivId: '1706.03762', paperUrl: 'https://arxiv.org/abs/1706.03762' };

describe('One paper', () => {
  test('an arXiv paper: @misc as arXiv exports it, with eprint, archive, date, DOI and the idea', () => {
    const [entry, ...rest] = read(bibtexFile([paper], SITE_URL));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ type: 'misc', key: 'vaswani2017attention' });
    expect(entry!.fields).toEqual({
      title: 'Attention Is All You Need',
      author: [
        { firstName: 'Ashish', lastName: 'Vaswani' },
        { firstName: 'Noam', lastName: 'Shazeer' },
        { firstName: 'Niki', lastName: 'Parmar' },
      ],
      year: '2017',
      month: '6',
      eprint: '1706.03762',
      archiveprefix: 'arXiv',
      doi: '10.48550/arXiv.1706.03762',
      url: 'https://arxiv.org/abs/1706.03762',
      note: 'Startup idea: https://ventures.example/idea/a-1',
    });
  });

  test('the title is brace-protected and LaTeX specials are escaped, so the text reads back as written', () => {
    const bib = bibtexFile([{ ...paper, title: HOSTILE_TEXT, authors: 'José Müller & Zoë O\'Neil; Wen-tau Yih and Bo Li, et al.' }], SITE_URL);
    expect(bib).toContain(`title = {{${bibtexText(HOSTILE_TEXT)}}}`);
    const [entry] = read(bib);
    expect(entry!.fields.title).toBe(HOSTILE_TEXT);
    expect(entry!.fields.author).toEqual([
      { firstName: 'José', lastName: 'Müller' },
      { firstName: 'Zoë', lastName: "O'Neil" },
      { firstName: 'Wen-tau', lastName: 'Yih' },
      { firstName: 'Bo', lastName: 'Li' },
      { lastName: 'others' },
    ]);
    expect(entry!.key).toBe('muller2017click');
  });

  test('old-style arXiv ids give the archive as primaryClass and a 20th-century year', () => {
    const [entry] = read(bibtexFile([{ path: '/idea/b-2', title: 'Quantum Things', authors: 'A. Physicist', arxivId: 'hep-th/9901001' }], SITE_URL));
    expect(entry!.fields).toMatchObject({ year: '1999', month: '1', eprint: 'hep-th/9901001', primaryclass: 'hep-th', url: 'https://arxiv.org/abs/hep-th/9901001' });
  });

  test('a paper off arXiv: no eprint or date, its own link, and a key from what is known', () => {
    const [entry] = read(bibtexFile([{ path: '/idea/c-3', title: 'The 3 Laws', paperUrl: 'https://example.org/paper?a={b}' }], SITE_URL));
    expect(entry!.key).toBe('paper3');
    expect(entry!.fields).not.toHaveProperty('eprint');
    expect(entry!.fields).not.toHaveProperty('year');
    expect(entry!.fields.url).toBe('https://example.org/paper?a=%7Bb%7D');
  });

  test('an idea without a paper title gives an empty file', () => {
    expect(bibtexFile([{ path: '/idea/d-4', paperUrl: 'https://example.org' }], SITE_URL)).toBe('');
  });
});

describe('A selection of ideas (the workspace export)', () => {
  test('each paper once, with every idea built on it; keys unique', () => {
    const bib = bibtexFile(
      [paper, { ...paper, path: '/idea/b-2' }, { ...paper, arxivId: '1706.03763', path: '/idea/c-3' }, { path: '/idea/d-4' }],
      SITE_URL,
    );
    const entries = read(bib);
    expect(entries.map((entry) => entry.key)).toEqual(['vaswani2017attention', 'vaswani2017attentionb']);
    expect(entries[0]!.fields.note).toBe('Startup ideas: https://ventures.example/idea/a-1, https://ventures.example/idea/b-2');
  });

  test('every sample idea with a paper reads back, the hostile one included', () => {
    const bib = bibtexFile(sheetIdeas, SITE_URL);
    const entries = read(bib);
    const papers = new Set(sheetIdeas.filter((idea) => idea.title).map((idea) => idea.arxivId ?? idea.paperUrl ?? idea.title));
    expect(entries).toHaveLength(papers.size);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    expect(entries.every((entry) => /^[a-z][a-z0-9]*$/.test(entry.key))).toBe(true);
    const hostile = entries.find((entry) => entry.fields.note?.includes(hostileIdea.path))!;
    expect(hostile.fields.title).toBe(hostileIdea.title);
  });
});

test('authors: one list of "First Last" names; "et al." is BibTeX\'s "others"', () => {
  expect(authorNames('A B, C D; E F & G H and I J, et al')).toEqual(['A B', 'C D', 'E F', 'G H', 'I J', 'others']);
  expect(authorNames('Alexandra Andersen')).toEqual(['Alexandra Andersen']);
});

test('any title reads back as itself (fast-check)', () => {
  const printable = fc.string({ unit: fc.constantFrom(...'ab Ü1.-#$%&_{}~^\\<>|@"\',=()`!?'.split('')), maxLength: 30 });
  fc.assert(
    fc.property(printable, (title) => {
      const expected = title.replace(/\s+/g, ' ').trim();
      fc.pre(/[a-zÜ0-9]/i.test(expected));
      const [entry] = read(bibtexFile([{ path: '/idea/x-1', title }], SITE_URL));
      expect(entry!.fields.title).toBe(expected);
    }),
    { numRuns: 500, seed: 21 },
  );
});
