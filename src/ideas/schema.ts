/**
 * The Idea entity: one startup idea built from one sheet row. The single schema used by the content
 * collection, the sheet normalizer (field by field, so a bad cell drops only itself) and the tests. The
 * build reads it; islands import only the inferred type, so it stays free of Node (the lint's browser zone).
 */
import { z } from 'zod';
import { INDUSTRY_CATEGORIES, TECHNOLOGY_CATEGORIES } from './categories.ts';
import { LIMITS } from '../config/constants/catalogue.ts';
import { SLUG_PATTERN } from './slug.ts';

const text = z.string().trim().min(1);
const list = z.array(text).min(1);
const httpUrl = z.url({ protocol: /^https?$/ });
const score = z.number().min(0).max(LIMITS.scoreMax);
const technology = z.enum(TECHNOLOGY_CATEGORIES.map((c) => c.name));
const industry = z.enum(INDUSTRY_CATEGORIES.map((c) => c.name));

/** Fields read from sheet cells; every one is optional because any cell may be empty or unusable. */
export const IdeaFieldsSchema = z.object({
  /** Research paper title ("Research Paper Title" / "Title"). Also the card heading when there is no pitch. */
  title: text.optional(),
  /** What the venture would do, one or two sentences. */
  description: text.optional(),
  /** Link to the paper; http(s) only, so a javascript: link never reaches a page. */
  paperUrl: httpUrl.optional(),
  /** "Chat With Paper" link; http(s) only. */
  chatLink: httpUrl.optional(),
  /** Paper authors as written in the sheet. */
  authors: text.optional(),
  /** Tags from a comma list, without '#'. */
  tags: list.optional(),
  /** Paper summary. */
  summary: text.optional(),
  potentialMarket: text.optional(),
  challenges: text.optional(),
  coreInnovationOverview: text.optional(),
  coreInnovation: text.optional(),
  whyItMatters: text.optional(),
  /** List fields are split on semicolons or new lines. */
  commercialApplications: list.optional(),
  painPoints: list.optional(),
  /** Market size (TAM), free text such as "$4.2B by 2030". */
  tamEstimate: text.optional(),
  competitors: list.optional(),
  technologyReadinessLevel: z.number().int().min(LIMITS.trlMin).max(LIMITS.trlMax).optional(),
  majorBarriers: list.optional(),
  businessModel: text.optional(),
  validationPlan: list.optional(),
  /** Scores out of 10. */
  novelty: score.optional(),
  marketPotential: score.optional(),
  feasibility: score.optional(),
  /** Composite (total weighted) score out of 10, shown with one decimal. */
  totalScore: score.optional(),
  /** The venture's one-liner pitch; the page heading and the slug source. */
  pitch: text.optional(),
});

export const IdeaSchema = IdeaFieldsSchema.extend({
  /** 'idea-' + the row's 1-based position after the skipped first row. Stable across blank rows. */
  id: z.string().regex(/^idea-\d+$/),
  number: z.number().int().positive(),
  /** From the pitch, else the title; see slug.ts. */
  slug: z.string().max(LIMITS.slugMaxLength).regex(SLUG_PATTERN),
  /** Canonical address /idea/{slug}-{number}. */
  path: z.string().startsWith('/idea/'),
  /** Pitch, else title, else 'Research Opportunity': what headings and links show. */
  heading: text,
  /** arXiv id parsed from the paper link (new or old style). */
  arxivId: z.string().optional(),
  /** Technology category; unknown text the closest match, and empty/'uncategorized'/'others' the fallback. */
  primaryCategory: technology,
  /** Industry category; absent only when the sheet has no Industries column. */
  secondaryCategory: industry.optional(),
  /** Published date, YYYY-MM-DD; the build date when the sheet gives none. */
  dateAdded: z.iso.date(),
  /** True when dateAdded was not in the sheet. */
  dateMissing: z.boolean(),
  /**
   * The build that first published this number with this paper, YYYY-MM-DD: the build date, unless the
   * previous deploy's manifest knew it (catalogue-guard.build.ts). Ideas without a date show this instead.
   */
  firstSeen: z.iso.date(),
});

export type IdeaFields = z.infer<typeof IdeaFieldsSchema>;
export type Idea = z.infer<typeof IdeaSchema>;
export type IdeaFieldKey = keyof IdeaFields;
