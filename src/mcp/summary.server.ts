/**
 * The short form of an idea every list answer uses (search, newest, related, compare), with its canonical
 * page, and its one-line text form. Server-only.
 */
import { z } from 'zod';
import { formatComposite } from '../ideas/format.ts';
import type { IdeaCard } from './catalogue.server.ts';

export const IdeaSummarySchema = z.object({
  number: z.number().int().describe('The idea number; get_idea takes it.'),
  heading: z.string().describe("The idea's name: its pitch, else its paper's title."),
  url: z.string().describe('The canonical idea page.'),
  dateAdded: z.string().describe('Published date, YYYY-MM-DD.'),
  primaryCategory: z.string().describe('Technology category.'),
  secondaryCategory: z.string().optional().describe('Industry category.'),
  totalScore: z.number().optional().describe('Composite score out of 10.'),
  novelty: z.number().optional(),
  marketPotential: z.number().optional(),
  feasibility: z.number().optional(),
  paperTitle: z.string().optional().describe('The source research paper.'),
});

export type IdeaSummary = z.infer<typeof IdeaSummarySchema>;

export function ideaSummary(idea: IdeaCard, site: URL): IdeaSummary {
  const summary: IdeaSummary = { number: idea.number, heading: idea.heading, url: new URL(idea.path, site).href, dateAdded: idea.dateAdded, primaryCategory: idea.primaryCategory };
  if (idea.secondaryCategory) summary.secondaryCategory = idea.secondaryCategory;
  if (idea.totalScore !== undefined) summary.totalScore = idea.totalScore;
  if (idea.novelty !== undefined) summary.novelty = idea.novelty;
  if (idea.marketPotential !== undefined) summary.marketPotential = idea.marketPotential;
  if (idea.feasibility !== undefined) summary.feasibility = idea.feasibility;
  if (idea.title) summary.paperTitle = idea.title;
  return summary;
}

/** "#12 Heading (Agentic AI, Financial Services; composite 7.5/10; 2026-11-20) https://…" */
export function summaryLine(summary: IdeaSummary): string {
  const categories = [summary.primaryCategory, summary.secondaryCategory].filter(Boolean).join(', ');
  return `#${summary.number} ${summary.heading} (${categories}; composite ${formatComposite(summary.totalScore)}/10; ${summary.dateAdded}) ${summary.url}`;
}
