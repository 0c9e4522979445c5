/** The ideas the test build contains, read with the same parser the build uses. */
import { e2eSheet, HOSTILE_PITCH, SAME_PAPER_PITCH, SPARSE_TITLE } from './sheet.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { compareNewest } from '../../src/ideas/sort.ts';
import type { Idea } from '../../src/ideas/schema.ts';

export const ideas: Idea[] = ideasFromSheet(e2eSheet(), { today: new Date().toISOString().slice(0, 10) }).ideas.sort(compareNewest);

function find(predicate: (idea: Idea) => boolean, what: string): Idea {
  const idea = ideas.find(predicate);
  if (!idea) throw new Error(`The test sheet has no ${what}`);
  return idea;
}

export const completeIdea = find(
  (idea) => !!(idea.pitch && idea.whyItMatters && idea.painPoints && idea.businessModel && idea.competitors && idea.majorBarriers && idea.validationPlan && idea.tamEstimate && idea.arxivId && idea.chatLink && idea.summary && idea.authors),
  'complete idea',
);
export const hostileIdea = find((idea) => idea.pitch === HOSTILE_PITCH, 'hostile idea');
export const sparseIdea = find((idea) => idea.title === SPARSE_TITLE, 'sparse idea');
export const samePaperIdea = find((idea) => idea.pitch === SAME_PAPER_PITCH, 'same-paper idea');
export const duplicateIdea = find((idea) => idea.title === 'Duplicate pitch paper', 'duplicate-pitch idea');
