// The idea address rules the build writes into dist/_redirects, matched with netlify.toml's by Netlify's own
// matcher, as a deploy matches them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ideaRedirectRules } from '../../src/ideas/redirects.ts';
import { publishRules, type PublishedRules } from './netlify-rules.ts';

const text = ideaRedirectRules([
  { number: 12, path: '/idea/some-pitch-12' },
  { number: 3, path: '/idea/idea-3' },
]);
let rules: PublishedRules;
beforeAll(async () => {
  rules = await publishRules({ _redirects: text });
});
afterAll(() => rules.remove());

describe('idea redirect rules', () => {
  test('number and idea-number addresses go to the canonical page with a 301', async () => {
    expect(await rules.redirect('/idea/12')).toEqual({ status: 301, to: '/idea/some-pitch-12' });
    expect(await rules.redirect('/idea/idea-12')).toEqual({ status: 301, to: '/idea/some-pitch-12' });
    expect((await rules.redirect('/idea/3'))?.to).toBe('/idea/idea-3');
  });
  test('a canonical address never redirects to itself', () => {
    const pairs = text.split('\n').filter(Boolean).map((line) => line.trim().split(/\s+/));
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.some(([from, to]) => from === to)).toBe(false);
  });
  test('anything else under /idea/ is the Idea Not Found page with 404', async () => {
    expect(await rules.redirect('/idea/other-slug-12')).toEqual({ status: 404, to: '/idea-not-found' });
    expect(await rules.redirect('/about')).toBeNull();
  });
});
