// The daily-alert job reads the live /ideas.json: the catalogue the build writes must parse into exactly the
// alert fields, and a catalogue of another shape or version must stop the job rather than mail nothing.
import { describe, expect, test } from 'vitest';
import { type AlertIdea, AlertIdeaSchema, fetchAlertIdeas } from '../../src/email/ideas.server.ts';
import { SEARCHED_FIELDS } from '../../src/text-search/search-text.ts';
import { catalogueDocument } from '../../src/open-data/documents.build.ts';
import { sheetIdeas, SITE_URL } from './open-data-fixtures.ts';

function serving(body: unknown, status = 200): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fetchFn = (async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetch: fetchFn, urls };
}

const catalogue = catalogueDocument(sheetIdeas, SITE_URL, new Date('2026-11-20T06:30:00Z'));

describe('fetchAlertIdeas', () => {
  test("reads the build's catalogue into the alert fields, every idea in order", async () => {
    const server = serving(catalogue);
    const ideas = await fetchAlertIdeas('https://ventures.example', server.fetch);
    expect(server.urls).toEqual(['https://ventures.example/ideas.json']);
    expect(ideas.map((idea) => idea.number)).toEqual(sheetIdeas.map((idea) => idea.number));
    const first = sheetIdeas[0]!;
    const expected: AlertIdea = { number: first.number, heading: first.heading, path: first.path, firstSeen: first.firstSeen, dateAdded: first.dateAdded, primaryCategory: first.primaryCategory };
    for (const key of Object.keys(AlertIdeaSchema.shape) as (keyof AlertIdea)[]) if (first[key] !== undefined) Object.assign(expected, { [key]: first[key] });
    expect(ideas[0]).toEqual(expected);
  });

  test('keeps every field discover searches and every score, so saved searches match as on discover', () => {
    expect(Object.keys(AlertIdeaSchema.shape)).toEqual(expect.arrayContaining([...SEARCHED_FIELDS, 'novelty', 'marketPotential', 'feasibility', 'totalScore', 'firstSeen', 'path']));
  });

  test('stops on the old array shape, another version or an error status', async () => {
    await expect(fetchAlertIdeas('https://ventures.example', serving(catalogue.ideas).fetch)).rejects.toThrow();
    await expect(fetchAlertIdeas('https://ventures.example', serving({ ...catalogue, schemaVersion: 2 }).fetch)).rejects.toThrow();
    await expect(fetchAlertIdeas('https://ventures.example', serving({}, 503).fetch)).rejects.toThrow('https://ventures.example/ideas.json answered HTTP 503');
  });
});
