/**
 * related_ideas: the related ideas the idea page lists (src/ideas/related.build.ts, computed by the build), each
 * with what it shares with the idea: the same paper, or the reasons that made the match. Server-only.
 */
import { z } from 'zod';
import { reasonPhrase } from '../ideas/reasons.ts';
import { ideaAt, type LoadedCatalogue, rankOfNumber } from './data.server.ts';
import { findIdea, ideaReference } from './idea-reference.server.ts';
import { ideaSummary, IdeaSummarySchema, summaryLine } from './summary.server.ts';
import { defineTool } from './tool.server.ts';


const RelatedEntrySchema = IdeaSummarySchema.extend({
  samePaper: z.boolean().describe('From the same research paper.'),
  similarity: z.number().describe('Cosine similarity of the two ideas\' content, 0-1.'),
  shared: z.array(z.string()).describe('Why they are alike, strongest first: a category, tag, customer or problem both have ("Also for law firms", "Same problem: margin pressure").'),
});

const relatedOutput = { idea: IdeaSummarySchema, related: z.array(RelatedEntrySchema) };

type RelatedOutput = z.infer<z.ZodObject<typeof relatedOutput>>;

async function relatedTo(catalogue: LoadedCatalogue, reference: number | string): Promise<RelatedOutput> {
  const rank = findIdea(catalogue, reference);
  const related = (await catalogue.record(rank)).related.flatMap((entry) => {
    const other = rankOfNumber(catalogue, entry.number);
    if (other === undefined) return [];
    return [{ ...ideaSummary(ideaAt(catalogue, other), catalogue.site), samePaper: entry.samePaper, similarity: Math.round(entry.score * 1000) / 1000, shared: entry.shared.map(reasonPhrase) }];
  });
  return { idea: ideaSummary(ideaAt(catalogue, rank), catalogue.site), related };
}

function relatedText({ idea, related }: RelatedOutput): string {
  if (related.length === 0) return `No related ideas for #${idea.number} ${idea.heading}.`;
  const reason = (entry: RelatedOutput['related'][number]) =>
    [entry.samePaper ? 'same paper' : '', ...entry.shared].filter(Boolean).join('; ') || 'similar content';
  return [`Related to #${idea.number} ${idea.heading} (${idea.url}):`, ...related.map((entry) => `${summaryLine(entry)} [${reason(entry)}]`)].join('\n');
}

export const relatedIdeasTool = defineTool({
  name: 'related_ideas',
  title: 'Related ideas',
  description: 'The ideas related to one idea, as its page lists them: from the same paper first, then by similar content, each with the terms they share.',
  input: { idea: ideaReference },
  output: relatedOutput,
  run: (catalogue, { idea }) => relatedTo(catalogue, idea),
  text: relatedText,
});
