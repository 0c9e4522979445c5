// The site's other pages as the built site serves them, before any script runs: home, the header and footer,
// the legal pages, the 404 page, /discover and an idea page without JavaScript; the data for tools and agents
// (each idea's JSON, Markdown and BibTeX, the catalogue, its schema and /llms.txt from the developer page); and
// the Weekly Venture Picks archive.
import { within } from '@testing-library/dom';
import { parse } from '@retorquere/bibtex-parser';
import { describe, expect, test } from 'vitest';
import type { AlertIdea } from '../../src/email/ideas.server.ts';
import { issueDates } from '../../src/newsletter/issue.build.ts';
import { isoWeekOfDay, weekDays, weekLabel } from '../../src/newsletter/weeks.build.ts';
import { completeIdea, hostileIdea, ideas, sparseIdea } from '../e2e/ideas.ts';
import { daysBefore } from '../e2e/sheet.ts';
import { BUILT_URL, readText as read, useTestSite } from './site.ts';

const site = useTestSite();

const body = (document: Document) => within(document.body);
const main = (document: Document) => within(document.querySelector('main') as HTMLElement);
/** An element's text as it reads, white space collapsed. */
/** A name holding `text`, white space collapsed, as Playwright's getByRole matches names (an arrow may follow). */
const naming = (text: string) => (name: string) => name.replace(/\s+/g, ' ').includes(text);

describe('pages', () => {
  test('home has every section and its calls to action lead somewhere real', async () => {
    const document = await site.document('/');
    expect(document.title).toMatch(/Venture-Ready AI Startup Ideas/);
    expect(main(document).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const section of ['Our Process', 'The Advantage', 'Who We Serve']) expect(main(document).getByRole('heading', { level: 2, name: section })).toBeTruthy();
    expect(main(document).getByRole('link', { name: 'Explore Ideas' }).getAttribute('href')).toBe('/discover');
    expect(main(document).getByRole('link', { name: 'Start Exploring' }).getAttribute('href')).toBe('/discover');
    const samples = main(document).getAllByRole('link', { name: 'View Sample Analysis' }).map((link) => link.getAttribute('href'));
    for (const sample of samples) {
      expect(ideas.map((idea) => idea.path)).toContain(sample);
      expect((await site.get(sample!)).status).toBe(200);
    }
  });

  test("the header's Home link is absent on the home page and present elsewhere, where the page's own link is current", async () => {
    const home = body(await site.document('/')).getByRole('navigation', { name: 'Main' });
    expect(within(home).queryByRole('link', { name: 'Home' })).toBeNull();
    for (const name of ['Discover Ideas', 'Workspace', 'About', 'Contact']) expect(within(home).getByRole('link', { name })).toBeTruthy();
    const about = body(await site.document('/about')).getByRole('navigation', { name: 'Main' });
    expect(within(about).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(about).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(within(about).getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBeNull();
    // The skip link is the page's first link, to the main landmark it can focus (the browser suite presses it).
    const document = await site.document('/about');
    const skip = document.querySelector('a')!;
    expect(read(skip)).toBe('Skip to content');
    expect(document.querySelector(skip.getAttribute('href')!)).toBe(document.querySelector('main'));
  });

  test('the footer has quick links, the current year and the studio credit', async () => {
    const footer = body(await site.document('/')).getByRole('contentinfo');
    for (const name of ['About', 'Contact', 'Privacy Policy', 'Terms of Service']) expect(within(footer).getByRole('link', { name }).getAttribute('href')).toMatch(/^\/[a-z-]+$/);
    expect(read(footer)).toContain(`© ${new Date().getFullYear()}`);
    expect(read(footer)).toContain('venture studio');
  });

  test('legal pages stand outside the shared layout and state their facts', async () => {
    const privacy = await site.document('/privacy-policy');
    expect(read(body(privacy).getByRole('heading', { level: 1 }))).toContain('Privacy');
    expect(read(privacy.body)).toContain('June 1, 2025');
    expect(read(privacy.body)).toContain('13');
    expect(body(privacy).queryByRole('navigation', { name: 'Main' })).toBeNull();
    const terms = await site.document('/terms-of-service');
    expect(read(body(terms).getByRole('heading', { level: 1 }))).toContain('Terms');
    for (const fact of ['June 1, 2025', 'India', '18']) expect(read(terms.body)).toContain(fact);
  });

  test('the about page answers with its heading', async () => {
    expect((await site.get('/about')).status).toBe(200);
    expect(read(main(await site.document('/about')).getByRole('heading', { level: 1 }))).not.toBe('');
  });

  test('an unknown address is the 404 page with status 404', async () => {
    const response = await site.get('/this/does/not/exist');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  });

  test('without JavaScript /discover lists the newest ideas and an idea page links sign-in back to itself', async () => {
    const discover = await site.document('/discover');
    expect(discover.querySelectorAll('[data-idea-list] > li')).toHaveLength(Math.min(20, ideas.length));
    const idea = await site.document(ideas[0]!.path);
    expect(read(main(idea).getByRole('heading', { level: 1 }))).toBe(ideas[0]!.heading);
    // The header's account button is a script-only button; without scripting its <noscript> link is the way in.
    const signIn = idea.querySelector('#account-control noscript a[aria-label="Sign in"]');
    expect(signIn?.getAttribute('href')).toBe(`/auth?redirect_to=${encodeURIComponent(ideas[0]!.path)}`);
  });
});

describe('the data for tools and agents', () => {
  async function fetchFile(href: string, contentType: string): Promise<string> {
    const response = await site.get(href);
    expect(response.status, href).toBe(200);
    expect(response.headers.get('content-type'), href).toBe(contentType);
    expect(response.headers.get('access-control-allow-origin'), href).toBe('*');
    return await response.text();
  }

  function bibEntries(bib: string) {
    const library = parse(bib, { english: false });
    expect(library.errors).toEqual([]);
    return library.entries;
  }

  test("the idea page links its JSON, Markdown and BibTeX, each served with its type and the idea's content", async () => {
    const document = await site.document(completeIdea.path);
    expect(document.querySelector('head link[rel="alternate"][type="application/json"]')?.getAttribute('href')).toBe(`${completeIdea.path}.json`);
    expect(document.querySelector('head link[rel="alternate"][type="text/markdown"]')?.getAttribute('href')).toBe(`${completeIdea.path}.md`);

    const row = body(document).getByRole('region', { name: 'Use this idea' });
    expect(within(row).getAllByRole('link').map(read)).toEqual(['JSON', 'Markdown', 'BibTeX', 'About the data']);
    const href = (name: string) => within(row).getByRole('link', { name }).getAttribute('href')!;

    const json = JSON.parse(await fetchFile(href('JSON'), 'application/json; charset=utf-8'));
    expect(json).toMatchObject({ schemaVersion: 1, $schema: `${BUILT_URL}/schemas/idea.v1.schema.json` });
    expect(json.idea).toMatchObject({ id: completeIdea.id, url: `${BUILT_URL}${completeIdea.path}`, heading: completeIdea.heading, totalScore: completeIdea.totalScore, arxivId: completeIdea.arxivId });

    const markdown = await fetchFile(href('Markdown'), 'text/markdown; charset=utf-8');
    expect(markdown.split('\n')[0]).toBe(`# ${completeIdea.heading}`);
    expect(markdown).toContain(`- Page: <${BUILT_URL}${completeIdea.path}>`);
    expect(markdown).toContain('## Business model');

    const [entry] = bibEntries(await fetchFile(href('BibTeX'), 'application/x-bibtex; charset=utf-8'));
    expect(entry!.fields).toMatchObject({ title: completeIdea.title, eprint: completeIdea.arxivId, archiveprefix: 'arXiv', note: `Startup idea: ${BUILT_URL}${completeIdea.path}` });
  });

  test("a hostile idea's files carry its text as text", async () => {
    const json = JSON.parse(await fetchFile(`${hostileIdea.path}.json`, 'application/json; charset=utf-8'));
    expect(json.idea.heading).toBe(hostileIdea.heading);
    const markdown = await fetchFile(`${hostileIdea.path}.md`, 'text/markdown; charset=utf-8');
    expect(markdown).not.toMatch(/(?<!\\)<(img|script|b)\b/);
    const [entry] = bibEntries(await fetchFile(`${hostileIdea.path}.bib`, 'application/x-bibtex; charset=utf-8'));
    expect(entry!.fields.title).toBe(hostileIdea.title);
  });

  test('the footer leads to the developer page, which links the catalogue, its schema and /llms.txt', async () => {
    const developers = body(await site.document('/discover')).getByRole('contentinfo');
    expect(within(developers).getByRole('link', { name: 'For developers' }).getAttribute('href')).toBe('/developers');
    const document = await site.document('/developers');
    expect(read(main(document).getByRole('heading', { level: 1 }))).toBe('Research Ventures for developers');
    expect(read(document.querySelector('[data-field="firstSeen"]'))).toContain('in /ideas.json');
    expect(read(document.querySelector('[data-field="chatLink"]'))).toContain('URL, optional');
    expect(read(document.querySelector('[data-field="chatLink"]'))).not.toContain('in /ideas.json');

    const link = (name: string) => main(document).getAllByRole('link', { name })[0]!.getAttribute('href')!;
    const catalogue = JSON.parse(await fetchFile(link('/ideas.json'), 'application/json; charset=utf-8'));
    expect(catalogue).toMatchObject({ schemaVersion: 1, site: `${BUILT_URL}/` });
    expect(catalogue.ideas.find((entry: { id: string }) => entry.id === sparseIdea.id).files.bibtex).toBe(`${BUILT_URL}${sparseIdea.path}.bib`);
    const schema = JSON.parse(await fetchFile(link('/schemas/ideas.v1.schema.json'), 'application/json; charset=utf-8'));
    expect(schema.$id).toBe(`${BUILT_URL}/schemas/ideas.v1.schema.json`);

    const llms = await fetchFile(link('/llms.txt'), 'text/plain; charset=utf-8');
    expect(llms.startsWith('# Research Ventures\n\n> ')).toBe(true);
    expect(llms).toContain(`(<${BUILT_URL}/ideas.json>)`);
  });
});

describe('the Weekly Venture Picks archive', () => {
  // The test build's history (tests/e2e/sheet.ts, e2eManifest): ideas first published 7 and 14 days ago.
  const now = new Date();
  const lastWeek = weekLabel(isoWeekOfDay(daysBefore(now, 7)));
  const weekBefore = weekLabel(isoWeekOfDay(daysBefore(now, 14)));
  const lastWeekDates = issueDates(weekDays(isoWeekOfDay(daysBefore(now, 7))));
  const weekBeforeDates = issueDates(weekDays(isoWeekOfDay(daysBefore(now, 14))));
  const issuePath = (label: string) => `/newsletter/${label.toLowerCase()}`;
  const issueHeadings = (document: Document) => main(document).getAllByRole('listitem').flatMap((item) => within(item).queryAllByRole('heading', { level: 2 })).map(read);

  test('the archive lists every issue newest first, and each issue page links to the ones either side', async () => {
    const { ideas: published } = JSON.parse(await site.text('/ideas.json')) as { ideas: AlertIdea[] };
    const headings = new Map(published.map((idea) => [idea.number, idea.heading]));
    const archive = await site.document('/newsletter');
    expect(archive.title).toBe('Weekly Venture Picks archive | Research Ventures');
    expect(issueHeadings(archive)).toEqual([`Weekly Venture Picks, ${lastWeekDates}`, `Weekly Venture Picks, ${weekBeforeDates}`]);
    const first = read(main(archive).getAllByRole('listitem')[0]);
    expect(first).toContain(`Top pick: ${headings.get(6)}`);
    expect(first).toContain('8 new ideas that week');
    expect(main(archive).getByRole('link', { name: naming(`Weekly Venture Picks, ${weekBeforeDates}`) }).getAttribute('href')).toBe(issuePath(weekBefore));

    const older = await site.document(issuePath(weekBefore));
    const olderNav = body(older).getByRole('navigation', { name: 'Issues' });
    expect(within(olderNav).queryByRole('link', { name: /Previous issue/ })).toBeNull();
    expect(issueHeadings(older)).toHaveLength(4);
    expect(within(olderNav).getByRole('link', { name: naming(`Next issue: ${lastWeekDates}`) }).getAttribute('href')).toBe(issuePath(lastWeek));

    const newer = await site.document(issuePath(lastWeek));
    const newerNav = body(newer).getByRole('navigation', { name: 'Issues' });
    expect(within(newerNav).queryByRole('link', { name: /Next issue/ })).toBeNull();
    expect(within(newerNav).getByRole('link', { name: naming(`Previous issue: ${weekBeforeDates}`) }).getAttribute('href')).toBe(issuePath(weekBefore));
    expect(newer.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^The 5 best new startup ideas from AI research new on Research Ventures .+, led by: /);
    expect(within(newerNav).getByRole('link', { name: 'All issues' }).getAttribute('href')).toBe('/newsletter');
  });

  test('only complete weeks have a page, and both are in the sitemap', async () => {
    const current = weekLabel(isoWeekOfDay(daysBefore(now, 0)));
    expect((await site.get(issuePath(current))).status).toBe(404);
    const sitemap = await site.text('/sitemap-0.xml');
    for (const path of ['/newsletter', issuePath(lastWeek), issuePath(weekBefore)]) expect(sitemap).toContain(`<loc>${BUILT_URL}${path}</loc>`);
  });
});
