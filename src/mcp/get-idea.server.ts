/**
 * get_idea: the idea a number, slug or address names (idea-reference.server.ts), as its published record (the
 * same as its .json file), with where its scores stand in its technology category. Server-only.
 */
import { z } from 'zod';
import { SCORE_LABELS } from '../ideas/score-labels.ts';
import type { Idea } from '../ideas/schema.ts';
import type { Percentiles } from '../ideas/score-stats.build.ts';
import { toPublicIdea } from '../open-data/documents.build.ts';
import { ideaMarkdown } from '../open-data/markdown.build.ts';
import { PublicIdeaSchema } from '../open-data/schema.build.ts';
import { findIdea, ideaReference } from './idea-reference.server.ts';
import { defineTool } from './tool.server.ts';

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
  .describe(
    "Where each score stands among the ideas of the idea's technology category, counted among the catalogue's first ideas (as many as the largest power of two it holds, so the standing stays put as ideas are added); a score is left out when too few ideas of the category have it.",
  );

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
