// /llms.txt in the llmstxt.org shape (H1, blockquote, then sections of link lists), bounded at any size.
import { marked } from 'marked';
import { describe, expect, test } from 'vitest';
import { MCP } from '../../src/config/constants/mcp.ts';
import { OPEN_DATA } from '../../src/config/constants/open-data.ts';
import { llmsTxt } from '../../src/open-data/llms-txt.build.ts';
import { HOSTILE_TEXT, hostileIdea, idea, sheetIdeas, SITE_URL } from './open-data-fixtures.ts';

const TOOLS = [{ name: 'search_ideas' }, { name: 'get_idea' }, { name: 'list_saved_ideas', personal: true }];
const LINK_LINE = /^- \[(?:[^\]\\]|\\.)+\]\(<https:\/\/ventures\.example\/[^<>\s]*>\)(?:: .+)?$/;

function sections(text: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) result.set(line.slice(3), (current = []));
    else if (current && line) current.push(line);
  }
  return result;
}

describe('/llms.txt', () => {
  const text = llmsTxt(sheetIdeas, SITE_URL, TOOLS);

  test('title, summary, then sections whose lines are all links', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Research Ventures');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(new RegExp(`^> .+ ${sheetIdeas.length} ideas, about 20 new each week`));
    // The spec's scales run from 1, as the site says; a 0 is not a score an idea can have.
    expect(lines[2]).toContain('each scored 1-10 on novelty, market potential and feasibility');
    // Idea texts are third-party: a model reading the file is told not to take instructions from them.
    expect(lines[4]).toBe(MCP.thirdPartyNote);
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
    const parts = sections(text);
    expect([...parts.keys()]).toEqual(['Data', 'Newest ideas', 'Technologies', 'Industries', 'Optional']);
    for (const [name, items] of parts) for (const item of items) expect(item, name).toMatch(LINK_LINE);
  });

  test('links the catalogue, its schemas, the docs, and the newest ideas as Markdown', () => {
    const parts = sections(text);
    expect(parts.get('Data')!.join('\n')).toContain('(<https://ventures.example/ideas.json>)');
    expect(parts.get('Data')!.join('\n')).toContain('(<https://ventures.example/schemas/idea.v1.schema.json>)');
    expect(parts.get('Data')!.join('\n')).toContain('(<https://ventures.example/developers>)');
    expect(parts.get('Data')!.join('\n')).toContain('no key (search_ideas, get_idea;');
    // The tools about a person's workspace are named apart, with how the person signs in.
    expect(parts.get('Data')!.join('\n')).toMatch(/sign in, in their browser, .*OAuth 2\.1; list_saved_ideas\)/);
    const newest = parts.get('Newest ideas')!;
    expect(newest).toHaveLength(Math.min(sheetIdeas.length, OPEN_DATA.llmsNewestIdeas));
    expect(newest[0]).toContain(`(<https://ventures.example${sheetIdeas[0]!.path}.md>)`);
  });

  test('stays bounded at 10,000 ideas: the newest by name, everything else through categories and the catalogue', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => idea(index + 1, { heading: `Idea number ${index + 1} with a long pitch about agents`, totalScore: 7 }));
    const large = llmsTxt(many, SITE_URL, TOOLS);
    expect(sections(large).get('Newest ideas')).toHaveLength(OPEN_DATA.llmsNewestIdeas);
    expect(large.length).toBeLessThan(20_000);
  });

  test('sheet text cannot add links or HTML', () => {
    const hostile = llmsTxt([{ ...hostileIdea, heading: HOSTILE_TEXT }], SITE_URL, TOOLS);
    const line = sections(hostile).get('Newest ideas')![0]!;
    const html = marked.parseInline(line.slice(2)) as string;
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(`<a href="https://ventures.example${hostileIdea.path}.md">`);
    expect(html).not.toMatch(/<(?!\/?a\b)[a-z]/);
  });
});
