// /ideas.json and the per-idea JSON files, validated against the JSON Schemas the site publishes (made from
// the zod schemas), with a standard draft 2020-12 validator.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { catalogueDocument, ideaDocument } from '../../src/open-data/documents.build.ts';
import { CatalogueIdeaSchema, jsonSchema, PublicIdeaSchema } from '../../src/open-data/schema.build.ts';
import { hostileIdea, idea, sheetIdeas, SITE_URL, sparseIdea } from './open-data-fixtures.ts';

function validator(file: 'catalogue' | 'idea') {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(jsonSchema(file, SITE_URL));
}

const catalogue = JSON.parse(JSON.stringify(catalogueDocument(sheetIdeas, SITE_URL, new Date('2026-11-20T06:30:00Z'))));

describe('/ideas.json', () => {
  const validate = validator('catalogue');

  test('validates against its JSON Schema, hostile and sparse ideas included', () => {
    expect(validate(catalogue), JSON.stringify(validate.errors)).toBe(true);
    expect(catalogue).toMatchObject({ schemaVersion: 1, count: sheetIdeas.length, site: 'https://ventures.example/', $schema: 'https://ventures.example/schemas/ideas.v1.schema.json' });
    expect(catalogue.ideas.map((entry: { number: number }) => entry.number)).toEqual(sheetIdeas.map((entry) => entry.number));
  });

  test('the schema rejects what a v1 reader could not read', () => {
    const first = catalogue.ideas[0];
    for (const broken of [
      { ...catalogue, schemaVersion: 2 },
      { ...catalogue, ideas: [{ ...first, totalScore: '7.5' }] },
      { ...catalogue, ideas: [{ ...first, number: undefined }] },
      { ...catalogue, ideas: [{ ...first, dateAdded: '20 Nov 2026' }] },
      { ...catalogue, ideas: [{ ...first, files: { ...first.files, json: 'not a url' } }] },
    ]) {
      expect(validate(JSON.parse(JSON.stringify(broken)))).toBe(false);
    }
  });

  test('an entry is the summary of the idea file, with the same values', () => {
    const full = ideaDocument(sheetIdeas[0]!, SITE_URL).idea;
    const entry = catalogue.ideas[0];
    expect(Object.keys(entry).every((key) => key in CatalogueIdeaSchema.shape)).toBe(true);
    for (const key of Object.keys(entry)) expect(entry[key]).toEqual(full[key]);
  });
});

describe('/idea/{slug}-{n}.json', () => {
  const validate = validator('idea');

  test('every idea validates against the idea schema and has no field the schema does not name', () => {
    for (const each of sheetIdeas) {
      const document = JSON.parse(JSON.stringify(ideaDocument(each, SITE_URL)));
      expect(validate(document), `${each.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(Object.keys(document.idea).filter((key) => !(key in PublicIdeaSchema.shape))).toEqual([]);
    }
  });

  test('carries the sheet text as written and links to its files beside the page', () => {
    const document = ideaDocument(hostileIdea, SITE_URL);
    expect(document.idea.heading).toBe(hostileIdea.heading);
    expect(document.idea.files).toEqual({
      page: `https://ventures.example${hostileIdea.path}`,
      json: `https://ventures.example${hostileIdea.path}.json`,
      markdown: `https://ventures.example${hostileIdea.path}.md`,
      bibtex: `https://ventures.example${hostileIdea.path}.bib`,
    });
    expect(document.idea).not.toHaveProperty('dateMissing');
  });

  test('an idea whose paper has no title has no BibTeX file', () => {
    const untitled = idea(5, { pitch: 'Pitch only' });
    expect(ideaDocument(untitled, SITE_URL).idea.files).not.toHaveProperty('bibtex');
    expect(sparseIdea.title && ideaDocument(sparseIdea, SITE_URL).idea.files.bibtex).toMatch(/\.bib$/);
  });

  test('the v1 field names stay (removing or renaming one needs a new version)', () => {
    expect(Object.keys(PublicIdeaSchema.shape)).toEqual(expect.arrayContaining(['id', 'number', 'url', 'path', 'slug', 'heading', 'pitch', 'description', 'dateAdded', 'firstSeen', 'primaryCategory', 'secondaryCategory', 'tags', 'novelty', 'marketPotential', 'feasibility', 'totalScore', 'title', 'authors', 'paperUrl', 'arxivId', 'chatLink', 'summary', 'coreInnovationOverview', 'coreInnovation', 'whyItMatters', 'potentialMarket', 'challenges', 'commercialApplications', 'painPoints', 'businessModel', 'tamEstimate', 'competitors', 'technologyReadinessLevel', 'majorBarriers', 'validationPlan', 'files']));
    const described = jsonSchema('idea', SITE_URL) as { properties: { idea: { properties: Record<string, { description?: string }> } } };
    expect(Object.entries(described.properties.idea.properties).filter(([, node]) => !node.description).map(([name]) => name)).toEqual([]);
    for (const score of ['novelty', 'marketPotential', 'feasibility', 'totalScore']) expect(described.properties.idea.properties[score]!.description).toContain('1-10');
  });
});
