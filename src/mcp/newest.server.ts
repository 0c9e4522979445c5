/**
 * newest_ideas: the ideas published since a day, newest first (discover's Newest order). Server-only.
 */
import { z } from 'zod';
import { MCP } from '../config/constants/mcp.ts';
import { page } from './cursor.server.ts';
import type { LoadedCatalogue } from './data.server.ts';
import { ideaSummary, IdeaSummarySchema, summaryLine } from './summary.server.ts';
import { defineTool } from './tool.server.ts';

const newestInput = {
  since: z.iso.date().optional().describe('Published on or after this day, YYYY-MM-DD; omit for the newest ideas whatever their date.'),
  limit: z.number().int().min(1).max(MCP.maxLimit).optional().describe(`Ideas per answer, 1-${MCP.maxLimit} (default ${MCP.defaultLimit}).`),
  cursor: z.string().max(100).optional().describe('nextCursor of the previous answer, for the next page.'),
};

const newestOutput = { total: z.number().int(), ideas: z.array(IdeaSummarySchema), nextCursor: z.string().optional() };

type NewestOutput = z.infer<z.ZodObject<typeof newestOutput>>;

function newestIdeas(catalogue: LoadedCatalogue, { since, limit, cursor }: z.infer<z.ZodObject<typeof newestInput>>): NewestOutput {
  // The catalogue is in discover's rank order, newest first: ideas since a day are a prefix of it.
  const ideas = catalogue.data.cards;
  const end = since ? ideas.findIndex((idea) => idea.dateAdded < since) : ideas.length;
  const matching = ideas.slice(0, end === -1 ? ideas.length : end);
  const { items, nextCursor } = page(matching, cursor, limit ?? MCP.defaultLimit);
  return { total: matching.length, ideas: items.map((idea) => ideaSummary(idea, catalogue.site)), ...(nextCursor ? { nextCursor } : {}) };
}

function newestText(output: NewestOutput, since: string | undefined): string {
  if (output.total === 0) return `No idea was published${since ? ` since ${since}` : ''}.`;
  return [
    `${output.total} ${output.total === 1 ? 'idea' : 'ideas'}${since ? ` published since ${since}` : ''}, newest first; showing ${output.ideas.length}.`,
    ...output.ideas.map(summaryLine),
    ...(output.nextCursor ? [`More: call again with cursor "${output.nextCursor}".`] : []),
  ].join('\n');
}

export const newestIdeasTool = defineTool({
  name: 'newest_ideas',
  title: 'Newest ideas',
  description: 'The ideas published since a day, newest first, a page at a time.',
  input: newestInput,
  output: newestOutput,
  run: newestIdeas,
  text: (output, { since }) => newestText(output, since),
});
