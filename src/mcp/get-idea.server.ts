/**
 * get_idea, and how every tool finds an idea: by number, by slug, or by any address of it (the page, its
 * .json/.md/.bib files, the /idea/{n} alias). The answer is the idea's published record (the same as its
 * .json file), with where its scores stand in its technology category. Server-only.
 */
import { z } from 'zod';
import { SCORE_LABELS } from '../ideas/score-labels.ts';
import type { Idea } from '../ideas/schema.ts';
import type { Percentiles } from '../ideas/score-stats.build.ts';
import { ideaNumberFromTail } from '../ideas/slug.ts';
import { toPublicIdea } from '../open-data/documents.build.ts';
import { ideaMarkdown } from '../open-data/markdown.build.ts';
import { PublicIdeaSchema } from '../open-data/schema.build.ts';
import { ideaAt, type LoadedCatalogue, rankOfNumber } from './data.server.ts';
import { ToolError } from './errors.server.ts';
import { defineTool } from './tool.server.ts';

const IDEA_PATH = /^\/idea\/([^/?#]+?)(?:\.(?:json|md|bib))?\/?$/;

export const ideaReference = z
  .union([z.number().int().positive(), z.string().trim().min(1).max(500)])
  .describe('The idea: its number (12), its slug (ai-agent-for-x-12), or any address of it (https://…/idea/ai-agent-for-x-12).');

/** The rank of the idea a number, slug or address names; refused with a plain sentence when none. */
export function findIdea(catalogue: LoadedCatalogue, reference: number | string): number {
  if (typeof reference === 'number' || /^\d+$/.test(reference)) return rankOrRefuse(catalogue, Number(reference));
  let tail = reference;
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('/')) {
    let pathname: string;
    try {
      pathname = new URL(reference, catalogue.site).pathname;
    } catch {
      throw new ToolError(`"${reference}" is not an idea number, slug or address.`);
    }
    const match = IDEA_PATH.exec(pathname);
    if (!match) throw new ToolError(`"${reference}" is not the address of an idea (those look like ${new URL('/idea/{slug}-{number}', catalogue.site).href}).`);
    tail = match[1]!;
  }
  const number = ideaNumberFromTail(tail);
  if (number !== null) return rankOrRefuse(catalogue, number);
  // A slug without its number: the slug alone, when exactly one idea has it.
  const named = catalogue.data.cards.flatMap((idea, rank) => (idea.slug === tail.toLowerCase() ? [rank] : []));
  if (named.length === 1) return named[0]!;
  if (named.length > 1) throw new ToolError(`Several ideas have the slug "${tail}": numbers ${named.map((rank) => ideaAt(catalogue, rank).number).join(', ')}. Ask for one by number.`);
  throw new ToolError(`No idea has the slug "${tail}". search_ideas finds ideas by words.`);
}

function rankOrRefuse(catalogue: LoadedCatalogue, number: number): number {
  const rank = rankOfNumber(catalogue, number);
  if (rank === undefined) throw new ToolError(`There is no idea number ${number} (the catalogue has ${catalogue.data.cards.length} ideas; search_ideas or newest_ideas list them).`);
  return rank;
}

const StandingSchema = z.object({
  percent: z.number().describe('Share of the other scored ideas of the category with a strictly lower score, whole percent rounded down.'),
  tied: z.number().describe('How many of the others have the very same score.'),
  others: z.number().describe('How many other ideas of the category have this score at all.'),
});

export const PercentilesSchema = z
  .object({
    category: z.string(),
    totalScore: StandingSchema.optional(),
    novelty: StandingSchema.optional(),
    marketPotential: StandingSchema.optional(),
    feasibility: StandingSchema.optional(),
  })
  .describe("Where each score stands among the ideas of the idea's technology category; a score is left out when too few ideas of the category have it.");

const getIdeaOutput = { idea: PublicIdeaSchema, percentiles: PercentilesSchema };

export interface GetIdeaOutput {
  idea: z.infer<typeof PublicIdeaSchema>;
  percentiles: z.infer<typeof PercentilesSchema>;
}

export function ideaPercentiles(idea: Pick<Idea, 'primaryCategory'>, percentiles: Percentiles): GetIdeaOutput['percentiles'] {
  return { category: idea.primaryCategory, ...percentiles };
}

export const getIdeaTool = defineTool({
  name: 'get_idea',
  title: 'Get an idea',
  description: 'The whole record of one idea, by number, slug or address: the venture, the paper, the scores with where they stand in its category, and the links to its page and files.',
  input: { idea: ideaReference },
  output: getIdeaOutput,
  async run(catalogue, { idea: reference }): Promise<GetIdeaOutput> {
    const record = await catalogue.record(findIdea(catalogue, reference));
    return { idea: toPublicIdea(record.idea, catalogue.site), percentiles: ideaPercentiles(record.idea, record.percentiles) };
  },
  // The idea's Markdown file, from its record (the catalogue keeps the few last read), then where its scores stand.
  async text({ percentiles }, { idea: reference }, catalogue) {
    const { idea } = await catalogue.record(findIdea(catalogue, reference));
    const standings = SCORE_LABELS.flatMap(({ key, label }) => {
      const standing = percentiles[key];
      return standing ? [`- ${label}: higher than ${standing.percent}% of ${standing.others} other ${idea.primaryCategory} ideas${standing.tied ? ` (tied with ${standing.tied})` : ''}`] : [];
    });
    return [ideaMarkdown(idea, catalogue.site), ...(standings.length ? ['', `## Within ${idea.primaryCategory}`, '', ...standings] : [])].join('\n');
  },
});
