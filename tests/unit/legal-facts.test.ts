// The legal pages' Markdown names the site's facts as {{placeholders}}; a misspelt one stops the build.
import { describe, expect, test } from 'vitest';
import { fillFacts } from '../../src/components/legal/legal-facts.build.ts';
import { LEGAL } from '../../src/config/constants/legal.ts';
import { SITE } from '../../src/config/site.ts';

describe('legal page facts', () => {
  test('fill plain text, HTML text and link targets that Markdown percent-encoded', () => {
    expect(fillFacts('{{siteName}} is governed by the laws of {{governingLaw}} from {{effectiveDate}}.')).toBe(
      `${SITE.name} is governed by the laws of ${LEGAL.governingLaw} from June 1, 2025.`,
    );
    expect(fillFacts('<a href="mailto:%7B%7Bemail%7D%7D">{{email}}</a>', { html: true })).toBe(`<a href="mailto:${SITE.contactEmail}">${SITE.contactEmail}</a>`);
  });

  test('an unknown placeholder is an error naming it', () => {
    expect(() => fillFacts('{{siteNmae}}')).toThrow(/unknown placeholder \{\{siteNmae\}\}/);
  });
});
