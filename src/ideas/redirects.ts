/**
 * Netlify _redirects rules for an idea's other addresses (/idea/{number}, /idea/idea-{number}) and the
 * "Idea Not Found" 404 for anything else under /idea/. Existing files shadow these rules, so idea
 * pages themselves are never redirected. Pure; build-time.
 */
import { ideaId } from './slug.ts';

export const IDEA_NOT_FOUND_PATH = '/idea-not-found';

export function ideaRedirectRules(ideas: ReadonlyArray<{ number: number; path: string }>): string {
  const lines = ['# Generated at build time from the sheet: other addresses of an idea -> its canonical page.'];
  for (const { number, path } of [...ideas].sort((a, b) => a.number - b.number)) {
    for (const alias of [`/idea/${number}`, `/idea/${ideaId(number)}`]) {
      if (alias !== path) lines.push(`${alias}  ${path}  301`);
    }
  }
  lines.push(`/idea/*  ${IDEA_NOT_FOUND_PATH}  404`);
  return `${lines.join('\n')}\n`;
}
