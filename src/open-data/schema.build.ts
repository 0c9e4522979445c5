/**
 * The published shape of an idea for tools and agents: /idea/{slug}-{n}.json (every field) and /ideas.json
 * (the catalogue: a summary of each idea with links to its files). One zod schema, documented field by
 * field; the JSON Schema files and the /developers page are generated from it, so they cannot drift.
 * Build-time; the daily-alert job parses the catalogue with a part of it.
 *
 * Objects are loose (additional properties allowed) because the versioning promise adds optional fields
 * without a new version: a client validating with the v1 schema must keep accepting v1 documents.
 */
import { z } from 'zod';
import { OPEN_DATA } from '../config/constants/open-data.ts';
import { IdeaSchema } from '../ideas/schema.ts';

const idea = IdeaSchema.shape;
const absoluteUrl = z.url({ protocol: /^https?$/ });
const categoryNote = 'The list of categories may grow within a version.';

/** Every field of one idea as the per-idea JSON file carries it. */
export const PublicIdeaSchema = z.looseObject({
  id: idea.id.meta({ description: "Stable identifier, 'idea-' followed by the number." }),
  number: idea.number.meta({ description: 'The idea number: the last part of every address of the idea.' }),
  url: absoluteUrl.meta({ description: 'Canonical address of the idea page.' }),
  // A pattern rather than the Idea schema's startsWith, which JSON Schema has no standard format for.
  path: z.string().regex(/^\/idea\/[a-z0-9-]+-\d+$/).meta({ description: 'The same address without the origin: /idea/{slug}-{number}.' }),
  slug: idea.slug.meta({ description: 'Made from the pitch (else the paper title); may change when the pitch is edited, the number never does.' }),
  heading: idea.heading.meta({ description: "What the site shows as the idea's name: the pitch, else the paper title, else 'Research Opportunity'." }),
  pitch: idea.pitch.meta({ description: "The venture's one-liner pitch." }),
  description: idea.description.meta({ description: 'What the venture would do, one or two sentences.' }),
  dateAdded: idea.dateAdded.meta({ description: 'Published date (YYYY-MM-DD).' }),
  firstSeen: idea.firstSeen.meta({ description: 'The day this number was first published with this paper (YYYY-MM-DD); new ideas since a day are those with a later firstSeen.' }),
  primaryCategory: z.string().meta({ description: `Technology category, e.g. 'Agentic AI'. ${categoryNote}` }),
  secondaryCategory: z.string().optional().meta({ description: `Industry category, e.g. 'Financial Services'. ${categoryNote}` }),
  tags: idea.tags.meta({ description: "Topic tags, without '#'." }),
  novelty: idea.novelty.meta({ description: 'Novelty score, 1-10 (1 incremental, 5 significant, 10 breakthrough).' }),
  marketPotential: idea.marketPotential.meta({ description: 'Market potential score, 1-10 (1 niche, 5 moderate, 10 mass market).' }),
  feasibility: idea.feasibility.meta({ description: 'Feasibility score, 1-10 (1 years of R&D away, 5 prototype possible, 10 buildable now).' }),
  totalScore: idea.totalScore.meta({ description: 'Composite (total weighted) score, 1-10.' }),
  title: idea.title.meta({ description: 'Title of the source research paper.' }),
  authors: idea.authors.meta({ description: "The paper's authors as one comma-separated text." }),
  paperUrl: idea.paperUrl.meta({ description: 'Link to the paper.' }),
  arxivId: idea.arxivId.meta({ description: "arXiv identifier ('2401.01234' or 'cs/0409058') when the paper is on arXiv." }),
  chatLink: idea.chatLink.meta({ description: 'Link to chat with the paper.' }),
  summary: idea.summary.meta({ description: 'Summary of the paper.' }),
  coreInnovationOverview: idea.coreInnovationOverview.meta({ description: 'Overview of the core innovation.' }),
  coreInnovation: idea.coreInnovation.meta({ description: "The paper's core innovation." }),
  whyItMatters: idea.whyItMatters.meta({ description: 'Why the innovation matters commercially.' }),
  potentialMarket: idea.potentialMarket.meta({ description: 'Who would buy, in prose.' }),
  challenges: idea.challenges.meta({ description: 'Challenges, in prose.' }),
  commercialApplications: idea.commercialApplications.meta({ description: 'Commercial applications, one per item.' }),
  painPoints: idea.painPoints.meta({ description: 'Potential customers and their pain points, one per item.' }),
  businessModel: idea.businessModel.meta({ description: 'How the venture would make money.' }),
  tamEstimate: idea.tamEstimate.meta({ description: "Total addressable market, free text such as '$4.2B by 2030'." }),
  competitors: idea.competitors.meta({ description: 'Competitors, one per item; absent when none were identified.' }),
  technologyReadinessLevel: idea.technologyReadinessLevel.meta({ description: 'Technology readiness level, 1-9.' }),
  majorBarriers: idea.majorBarriers.meta({ description: 'Major implementation barriers, one per item.' }),
  validationPlan: idea.validationPlan.meta({ description: 'Steps to validate the idea, in order.' }),
  files: z
    .looseObject({
      page: absoluteUrl.meta({ description: 'The idea page (HTML).' }),
      json: absoluteUrl.meta({ description: 'This idea as JSON (the idea schema).' }),
      markdown: absoluteUrl.meta({ description: 'This idea as Markdown.' }),
      bibtex: absoluteUrl.optional().meta({ description: 'BibTeX of the source paper; absent when the paper has no title.' }),
    })
    .meta({ description: 'Addresses of the idea in every published format: page, json, markdown and, when the paper has a title, bibtex.' }),
});

/** What the catalogue keeps of each idea: the summary fields, every score and the links to the full files. */
export const CatalogueIdeaSchema = PublicIdeaSchema.pick({
  id: true,
  number: true,
  url: true,
  path: true,
  heading: true,
  pitch: true,
  description: true,
  dateAdded: true,
  firstSeen: true,
  primaryCategory: true,
  secondaryCategory: true,
  tags: true,
  novelty: true,
  marketPotential: true,
  feasibility: true,
  totalScore: true,
  title: true,
  authors: true,
  paperUrl: true,
  arxivId: true,
  coreInnovationOverview: true,
  coreInnovation: true,
  commercialApplications: true,
  painPoints: true,
  files: true,
});

const documentFields = {
  $schema: absoluteUrl.meta({ description: 'The JSON Schema this document follows.' }),
  schemaVersion: z.literal(OPEN_DATA.schemaVersion).meta({ description: 'Raised only by a breaking change; see the versioning promise on /developers.' }),
};

/** /ideas.json */
export const CatalogueSchema = z.looseObject({
  ...documentFields,
  generatedAt: z.iso.datetime().meta({ description: 'When the build that wrote this file ran (UTC).' }),
  site: absoluteUrl.meta({ description: 'The site the ideas are published on.' }),
  count: z.number().int().nonnegative().meta({ description: 'How many ideas follow.' }),
  ideas: z.array(CatalogueIdeaSchema).meta({ description: 'Every published idea, newest first.' }),
});

/** /idea/{slug}-{n}.json */
export const IdeaDocumentSchema = z.looseObject({
  ...documentFields,
  idea: PublicIdeaSchema,
});

export type PublicIdea = z.infer<typeof PublicIdeaSchema>;
export type CatalogueIdea = z.infer<typeof CatalogueIdeaSchema>;
export type Catalogue = z.infer<typeof CatalogueSchema>;
export type IdeaDocument = z.infer<typeof IdeaDocumentSchema>;

/** The JSON Schema files, one per document and version: the version is in the name, so an address never describes another version. */
export const SCHEMA_FILES = {
  catalogue: { path: `/schemas/ideas.v${OPEN_DATA.schemaVersion}.schema.json`, schema: CatalogueSchema, title: 'Research Ventures idea catalogue (/ideas.json)' },
  idea: { path: `/schemas/idea.v${OPEN_DATA.schemaVersion}.schema.json`, schema: IdeaDocumentSchema, title: 'Research Ventures idea (/idea/{slug}-{number}.json)' },
} as const;

export type SchemaFile = keyof typeof SCHEMA_FILES;

/** The JSON Schema (draft 2020-12) of one document, with its own address as $id. */
export function jsonSchema(file: SchemaFile, site: URL): Record<string, unknown> {
  const { path, schema, title } = SCHEMA_FILES[file];
  const { $schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12' });
  return { $schema, $id: new URL(path, site).href, title, ...rest };
}
