/** The ideas the open-data tests publish: the bundled sample plus the browser tests' hostile and sparse rows. */
import { e2eSheet, HOSTILE_PITCH, SPARSE_TITLE } from '../e2e/sheet.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import type { Idea } from '../../src/ideas/schema.ts';

export const SITE_URL = new URL('https://ventures.example');

export const sheetIdeas: Idea[] = ideasFromSheet(e2eSheet(), { today: '2026-11-20' }).ideas.sort(compareNewest);

export const hostileIdea = sheetIdeas.find((idea) => idea.pitch === HOSTILE_PITCH)!;
export const sparseIdea = sheetIdeas.find((idea) => idea.title === SPARSE_TITLE)!;

/** Text that would be markup in Markdown, HTML or LaTeX if it were not escaped. */
export const HOSTILE_TEXT =
  '[click](javascript:alert(1)) ![img](https://evil.example/x.png) <img src=x onerror=alert(1)> <b>bold</b> **strong** _em_ `code` ~~gone~~ https://evil.example www.evil.example mail@evil.example &lt;script&gt; {braces} \\textbf{x} $math$ 50% #hash a_b ^hat ~tilde & done';

export function idea(number: number, overrides: Partial<Idea> = {}): Idea {
  return {
    id: `idea-${number}`,
    number,
    slug: `idea-${number}`,
    path: `/idea/idea-${number}`,
    heading: `Idea ${number}`,
    primaryCategory: 'Agentic AI',
    dateAdded: '2026-11-20',
    dateMissing: false,
    firstSeen: '2026-11-20',
    ...overrides,
  };
}
