import { describe, expect, test } from 'vitest';
import { ideaRedirectRules } from '../../src/ideas/redirects.ts';
import { matchRedirect, parseRedirects } from '../../local/redirects.ts';

describe('idea redirect rules', () => {
  const text = ideaRedirectRules([
    { number: 12, path: '/idea/some-pitch-12' },
    { number: 3, path: '/idea/idea-3' },
  ]);
  const rules = parseRedirects(text);

  test('number and idea-number addresses go to the canonical page with a 301', () => {
    expect(matchRedirect(rules, '/idea/12')).toEqual({ from: '/idea/12', to: '/idea/some-pitch-12', status: 301 });
    expect(matchRedirect(rules, '/idea/idea-12')).toEqual({ from: '/idea/idea-12', to: '/idea/some-pitch-12', status: 301 });
    expect(matchRedirect(rules, '/idea/3')?.to).toBe('/idea/idea-3');
  });
  test('a canonical address never redirects to itself', () => {
    expect(rules.some((rule) => rule.from === rule.to)).toBe(false);
  });
  test('anything else under /idea/ is the Idea Not Found page with 404', () => {
    expect(matchRedirect(rules, '/idea/other-slug-12')).toEqual({ from: '/idea/*', to: '/idea-not-found', status: 404 });
    expect(matchRedirect(rules, '/about')).toBeUndefined();
  });
});
