// The per-idea Markdown, read back with a CommonMark + GFM parser (marked): sheet text must come out as the
// same text, never as a link, an image, HTML, emphasis or a block of its own.
import { marked, type Token, type Tokens } from 'marked';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ideaMarkdown, markdownInline, markdownLink, markdownText } from '../../src/open-data/markdown.build.ts';
import { HOSTILE_TEXT, hostileIdea, idea, sheetIdeas, SITE_URL, sparseIdea } from './open-data-fixtures.ts';

function walk(tokens: readonly Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    const children = [...('tokens' in token && token.tokens ? token.tokens : []), ...('items' in token && Array.isArray(token.items) ? (token.items as Token[]) : [])];
    walk(children, visit);
  }
}

function tokenTypes(markdown: string): Token[] {
  const all: Token[] = [];
  walk(marked.lexer(markdown, { gfm: true }), (token) => all.push(token));
  return all;
}

const decode = (html: string) => html.replace(/<\/?p>\n?/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('Sheet text in Markdown', () => {
  test('reads back as exactly the text, with no markup of its own', () => {
    const markdown = markdownText(HOSTILE_TEXT);
    const types = new Set(tokenTypes(markdown).map((token) => token.type));
    expect([...types].sort()).toEqual(['escape', 'paragraph', 'text']);
    expect(decode(marked.parse(markdown, { gfm: true }) as string).trim()).toBe(HOSTILE_TEXT);
  });

  test('a line start that would open a block stays text', () => {
    for (const start of ['1986. A good year', '2) second', '- bullet', '+ plus', '# heading', '> quote', '=== ', '*** rule', '    code']) {
      const blocks = marked.lexer(`- ${markdownText(start)}`, { gfm: true });
      expect(blocks.map((token) => token.type), start).toEqual(['list']);
      const item = (blocks[0] as Tokens.List).items[0]!;
      expect(item.tokens.map((token) => token.type), start).toEqual(['text']);
      expect(decode(marked.parseInline(markdownText(start)) as string), start).toBe(start.trim());
    }
  });

  test('as the text of a link it stays one link, even where a renderer parses link text again (marked)', () => {
    const html = marked.parseInline(markdownLink(HOSTILE_TEXT, 'https://ventures.example/idea/x-1')) as string;
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(decode(html.replace(/^<a href="https:\/\/ventures\.example\/idea\/x-1">|<\/a>$/g, ''))).toBe(HOSTILE_TEXT);
  });

  test('new lines in a cell do not start new blocks', () => {
    expect(markdownInline('one\n\n# two\r\n- three')).toBe('one \\# two - three');
  });
});

describe('/idea/{slug}-{n}.md', () => {
  test("the hostile idea's only links are the ones the file makes, and it holds no HTML", () => {
    const tokens = tokenTypes(ideaMarkdown(hostileIdea, SITE_URL));
    expect(tokens.filter((token) => token.type === 'html' || token.type === 'image')).toEqual([]);
    const hrefs = tokens.filter((token): token is Tokens.Link => token.type === 'link').map((link) => link.href);
    const base = `https://ventures.example${hostileIdea.path}`;
    expect(new Set(hrefs)).toEqual(new Set(['https://ventures.example/', base, `${base}.json`, `${base}.bib`]));
  });

  test('every idea has the title, the facts and the sections in the order of the page', () => {
    for (const each of sheetIdeas) {
      const tokens = marked.lexer(ideaMarkdown(each, SITE_URL), { gfm: true });
      const headings = tokens.filter((token): token is Tokens.Heading => token.type === 'heading');
      expect(headings[0]).toMatchObject({ depth: 1, text: expect.any(String) });
      expect(headings.slice(1).map((heading) => heading.text)).toEqual([
        'Research paper',
        'Core innovation',
        ...(each.whyItMatters ? ['Why it matters'] : []),
        'Potential customers and pain points',
        'Business model',
        'Competitive landscape',
        'Implementation challenges',
        'Validation strategy',
      ]);
    }
  });

  test('a complete idea: scores, paper link, canonical address and the other formats', () => {
    const complete = sheetIdeas.find((each) => each.arxivId && each.whyItMatters && each.totalScore !== undefined && each.validationPlan)!;
    const markdown = ideaMarkdown(complete, SITE_URL);
    expect(markdown.startsWith(`# ${markdownInline(complete.heading)}\n`)).toBe(true);
    expect(markdown).toContain(`- Scores (out of 10): composite ${complete.totalScore!.toFixed(1)}, novelty `);
    expect(markdown).toContain(`- Page: <https://ventures.example${complete.path}>`);
    expect(markdown).toContain(`(<${complete.paperUrl}>)`);
    expect(markdown).toContain(`arXiv: [${complete.arxivId}](<https://arxiv.org/abs/${complete.arxivId}>)`);
    expect(markdown).toContain(`1. ${markdownText(complete.validationPlan![0]!)}`);
    expect(markdown).toContain(`[BibTeX](<https://ventures.example${complete.path}.bib>)`);
  });

  test("empty sections say what the page says, and a paper without a link is plain text", () => {
    const markdown = ideaMarkdown(sparseIdea, SITE_URL);
    expect(markdown).toContain('*No customer pain points specified*');
    expect(markdown).toContain('*Business model under development*');
    expect(markdown).toContain(`## Research paper\n\n${markdownText(sparseIdea.title!)}\n`);
    const untitled = ideaMarkdown(idea(9), SITE_URL);
    expect(untitled).toContain('*Paper details not available*');
    expect(untitled).not.toContain('BibTeX');
  });
});

test('any text reads back as itself (fast-check)', () => {
  const printable = fc.string({ unit: fc.constantFrom(...'ab 1.-+#*_`[]()<>!&;:/@|~\\=%{}"\'\n'.split('')), maxLength: 40 });
  fc.assert(
    fc.property(printable, (text) => {
      const expected = text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
      fc.pre(expected.length > 0);
      const html = marked.parse(`- ${markdownText(text)}`, { gfm: true }) as string;
      expect(html.startsWith('<ul>\n<li>')).toBe(true);
      expect(decode(html.replace(/^<ul>\n<li>|<\/li>\n<\/ul>\n$/g, ''))).toBe(expected);
    }),
    { numRuns: 2000, seed: 21 },
  );
});
