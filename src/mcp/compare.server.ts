/**
 * compare_ideas: two to four ideas side by side, with which of them leads on each score. Server-only.
 */
import { z } from 'zod';
import { MCP } from '../config/constants/mcp.ts';
import { formatComposite } from '../ideas/format.ts';
import { SCORE_LABELS } from '../ideas/score-labels.ts';
import type { LoadedCatalogue } from './data.server.ts';
import { ToolError } from './errors.server.ts';
import { ideaPercentiles, PercentilesSchema } from './get-idea.server.ts';
import { findIdea, ideaReference } from './idea-reference.server.ts';
import { ideaSummary, IdeaSummarySchema } from './summary.server.ts';
import { defineTool } from './tool.server.ts';

const compareInput = {
  ideas: z.array(ideaReference).min(MCP.compareMin).max(MCP.compareMax).describe(`${MCP.compareMin} to ${MCP.compareMax} ideas, by number, slug or address.`),
};

const ComparedSchema = IdeaSummarySchema.extend({
  description: z.string().optional(),
  businessModel: z.string().optional(),
  tamEstimate: z.string().optional(),
  technologyReadinessLevel: z.number().optional(),
  competitors: z.array(z.string()).optional(),
  majorBarriers: z.array(z.string()).optional(),
  percentiles: PercentilesSchema,
});

const compareOutput = {
  ideas: z.array(ComparedSchema),
  leaders: z
    .object({ totalScore: z.array(z.number()), novelty: z.array(z.number()), marketPotential: z.array(z.number()), feasibility: z.array(z.number()) })
    .describe('For each score, the numbers of the ideas with the highest value (several on a tie; none when no idea has the score).'),
};

type CompareOutput = z.infer<z.ZodObject<typeof compareOutput>>;

async function compareIdeas(catalogue: LoadedCatalogue, references: readonly (number | string)[]): Promise<CompareOutput> {
  const ranks = references.map((reference) => findIdea(catalogue, reference));
  if (new Set(ranks).size !== ranks.length) throw new ToolError('The list names one idea twice; compare different ideas.');
  const records = await Promise.all(ranks.map((rank) => catalogue.record(rank)));
  const ideas = records.map(({ idea, percentiles }) => {
    const compared: CompareOutput['ideas'][number] = { ...ideaSummary(idea, catalogue.site), percentiles: ideaPercentiles(idea, percentiles) };
    for (const key of ['description', 'businessModel', 'tamEstimate', 'technologyReadinessLevel', 'competitors', 'majorBarriers'] as const) {
      if (idea[key] !== undefined) Object.assign(compared, { [key]: idea[key] });
    }
    return compared;
  });
  const leaders = Object.fromEntries(
    SCORE_LABELS.map(({ key }) => {
      const best = Math.max(...ideas.map((idea) => idea[key] ?? -Infinity));
      return [key, best === -Infinity ? [] : ideas.filter((idea) => idea[key] === best).map((idea) => idea.number)];
    }),
  ) as CompareOutput['leaders'];
  return { ideas, leaders };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** A Markdown table: one column per idea, one row per score and fact. */
function compareText({ ideas }: CompareOutput): string {
  const row = (label: string, value: (idea: CompareOutput['ideas'][number]) => string) => `| ${label} | ${ideas.map((idea) => cell(value(idea))).join(' | ')} |`;
  const score = (value: number | undefined) => (value === undefined ? 'not scored' : `${formatComposite(value)}/10`);
  return [
    `| | ${ideas.map((idea) => cell(`#${idea.number} ${idea.heading}`)).join(' | ')} |`,
    `|---|${ideas.map(() => '---').join('|')}|`,
    ...SCORE_LABELS.map(({ key, label }) => row(label, (idea) => score(idea[key]))),
    row('Technology', (idea) => idea.primaryCategory),
    row('Industry', (idea) => idea.secondaryCategory ?? ''),
    row('Market size', (idea) => idea.tamEstimate ?? ''),
    row('Readiness (TRL)', (idea) => (idea.technologyReadinessLevel === undefined ? '' : String(idea.technologyReadinessLevel))),
    row('Business model', (idea) => idea.businessModel ?? ''),
    row('Published', (idea) => idea.dateAdded),
    row('Page', (idea) => idea.url),
  ].join('\n');
}

export const compareIdeasTool = defineTool({
  name: 'compare_ideas',
  title: 'Compare ideas',
  description: `${MCP.compareMin} to ${MCP.compareMax} ideas side by side: scores and where they stand, categories, market size, readiness, business model, and which leads on each score.`,
  input: compareInput,
  output: compareOutput,
  run: (catalogue, { ideas }) => compareIdeas(catalogue, ideas),
  text: compareText,
});
