// The incremental build's page key: what a deploy's build varies by (the data, the site's public settings)
// changes it; what it does not see as the page's (where the sheet and manifest are read from, the day a
// benchmark dates its build) leaves it, so a dated rebuild copies what a deploy's build would copy.
import { describe, expect, test, vi } from 'vitest';
import type { Idea } from '../../src/ideas/schema.ts';
import { ideaDigest, pageCacheKeys } from '../../src/pages/_page-cache-key.ts';
import { sampleIdeas } from './mcp-fixture.ts';

const IDEA = { idea: { number: 7, heading: 'A heading' }, asOf: '2026-11-16' };

function keyWith(env: Record<string, string>, data: unknown = IDEA): string {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    return pageCacheKeys()(data);
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('pageCacheKeys', () => {
  test('is the same whatever day, sheet or manifest the build names', () => {
    const base = keyWith({ BUILD_DATE: '2026-11-20', SHEET_URL: 'a.gviz.txt', PREVIOUS_MANIFEST: 'one.json' });
    expect(keyWith({ BUILD_DATE: '2026-11-23', SHEET_URL: 'b.gviz.txt', PREVIOUS_MANIFEST: 'two.json' })).toBe(base);
  });

  test('changes with the data the page shows and with a public setting pages read', () => {
    const base = keyWith({ PUBLIC_SITE_URL: 'https://one.example' });
    expect(keyWith({ PUBLIC_SITE_URL: 'https://one.example' }, { ...IDEA, asOf: '2026-11-23' })).not.toBe(base);
    expect(keyWith({ PUBLIC_SITE_URL: 'https://two.example' })).not.toBe(base);
  });
});

describe('ideaDigest', () => {
  const [idea, other] = sampleIdeas() as [Idea, Idea];

  test('is the same for an equal idea, and moves with any field of it', () => {
    expect(ideaDigest(structuredClone(idea))).toBe(ideaDigest(idea));
    expect(ideaDigest(other)).not.toBe(ideaDigest(idea));
    for (const change of [{ heading: `${idea.heading}.` }, { firstSeen: '2020-01-01' }, { tags: [...(idea.tags ?? []), 'one more'] }, { novelty: (idea.novelty ?? 5) === 5 ? 6 : 5 }]) {
      expect(ideaDigest({ ...idea, ...change }), JSON.stringify(change)).not.toBe(ideaDigest(idea));
    }
  });
});
