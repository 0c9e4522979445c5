// An idea page as the built site serves it, before any script runs: its sections, fallbacks, head, related
// ideas and score percentiles, the hostile row's text kept as text, and the other addresses of an idea
// (aliases that redirect, the trailing slash, the 404 page an unknown or old address gets).
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { FALLBACK_TEXT, NOT_FOUND_TEXT, RELATED, SCORE_STATS } from '../../src/config/constants/catalogue.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';
import { breadcrumbLabel, formatComposite, formatDate } from '../../src/ideas/format.ts';
import { reasonLine } from '../../src/ideas/reasons.ts';
import { epochSize } from '../../src/ideas/catalogue-epoch.ts';
import { stableFacts } from '../../src/ideas/reference-catalogue.build.ts';
import { standingWords, tieNote } from '../../src/ideas/score-stats.build.ts';
import { SCORE_LABELS } from '../../src/ideas/score-labels.ts';
import { savedIdeaChunk, savedIdeaFile, type SavedIdea, type SavedRelated, savedRelatedFile } from '../../src/workspace/saved-ideas.ts';
import { completeIdea, duplicateIdea, hostileIdea, ideas, samePaperIdea, sparseIdea } from '../e2e/ideas.ts';
import { BUILT_URL, parseHtml, readText as read, useTestSite } from './site.ts';

const site = useTestSite();

/** A page answered with another status than 200 (site.document reads only those), parsed as site.document does. */
const parsed = async (path: string, response: Response): Promise<Document> => parseHtml(path, await response.text());

const main = (document: Document) => within(document.querySelector('main') as HTMLElement);
/** A link or region named with `text` somewhere in its name, as Playwright's getByRole matches a name. */
const named = (text: string) => (name: string) => name.includes(text);
const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent?.trim() ?? '');

describe('a complete idea page', () => {
  test('shows every section in order with the sheet content', async () => {
    const response = await site.get(completeIdea.path);
    expect(response.status).toBe(200);
    const document = await site.document(completeIdea.path);
    const page = main(document);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(completeIdea.heading);
    expect(document.title).toBe(`${completeIdea.heading} - AI Startup Opportunity from Research | Research Ventures`);
    const breadcrumb = within(document.body).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'All Ideas' }).getAttribute('href')).toBe('/discover');
    expect(breadcrumb.textContent).toContain(breadcrumbLabel(completeIdea.heading));
    const header = document.querySelector('main header')!;
    expect(header.querySelector('time')?.textContent).toBe(formatDate(completeIdea.dateAdded));
    const categoryLink = within(header as HTMLElement).getAllByRole('link', { name: new RegExp(completeIdea.primaryCategory.replace(/[&]/g, '.')) })[0]!;
    expect(categoryLink.getAttribute('href')).toBe(categoryPage('primaryCategory', completeIdea.primaryCategory)!.path);
    expect(page.getAllByText(`#${completeIdea.tags![0]}`).length).toBeGreaterThan(0);
    expect(header.textContent).toContain(formatComposite(completeIdea.totalScore));

    const expected = ['Research Paper', 'Core Innovation', 'Why It Matters', 'Potential Customers & Pain Points', 'Business Model', 'Competitive Landscape', 'Implementation Challenges', 'Validation Strategy', 'Paper Overview'];
    expect(texts(document.querySelectorAll('main h2')).filter((heading) => expected.includes(heading))).toEqual(expected);

    const paperLink = page.getAllByRole('link', { name: named(completeIdea.title!) })[0]!;
    expect(paperLink.getAttribute('href')).toBe(completeIdea.paperUrl);
    expect(paperLink.getAttribute('target')).toBe('_blank');
    expect(page.getByRole('link', { name: named(`arXiv: ${completeIdea.arxivId}`) }).getAttribute('href')).toBe(`https://arxiv.org/abs/${completeIdea.arxivId}`);
    expect(page.getByText(completeIdea.whyItMatters!)).toBeTruthy();
    for (const point of completeIdea.painPoints!) expect(page.getByText(point, { exact: true })).toBeTruthy();
    for (const competitor of completeIdea.competitors!) expect(page.getByText(competitor, { exact: true })).toBeTruthy();
    expect(page.getByText(completeIdea.tamEstimate!)).toBeTruthy();
    expect(page.getAllByRole('link', { name: /^View Paper/ })[0]!.getAttribute('href')).toBe(completeIdea.paperUrl);
    expect(page.getAllByRole('link', { name: /^Chat With Paper/ })[0]!.getAttribute('href')).toBe(completeIdea.chatLink);
    expect(page.getByText("Let's make good ideas reach more people")).toBeTruthy();
    expect(document.querySelector('[data-idea-save]')?.textContent).toContain('Add Idea to Workspace');
    expect(page.getAllByRole('link', { name: named('Get our top ideas in your inbox') })[0]!.getAttribute('href')).toBe('/discover?newsletter=true');
    // The side column's link and the phone bar's More menu's: both write the same message.
    for (const feedback of page.getAllByRole('link', { name: named('Help Us Improve - Give Feedback') })) {
      const feedbackUrl = new URL(feedback.getAttribute('href')!, BUILT_URL);
      expect(feedbackUrl.searchParams.get('subject')).toBe('User Feedback On Venture Idea');
      expect(feedbackUrl.searchParams.get('message')).toBe(`Idea Title: ${completeIdea.heading}`);
    }
    expect(page.getByRole('link', { name: named('← Back to all ideas') }).getAttribute('href')).toBe('/discover');
  });

  test('head has canonical, social tags, keywords and three JSON-LD blocks', async () => {
    const document = await site.document(completeIdea.path);
    const canonical = `${BUILT_URL}${completeIdea.path}`;
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(canonical);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(canonical);
    expect(attribute('meta[property="og:image"]', 'content')).toBe(`${BUILT_URL}/og/${completeIdea.id}.png`);
    expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(attribute('meta[name="description"]', 'content')).toContain('/10');
    expect(attribute('meta[name="keywords"]', 'content')).toBeTruthy();
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((block) => JSON.parse(block.textContent!) as { '@type': string });
    expect(blocks.map((block) => block['@type'])).toEqual(['Article', 'BreadcrumbList', 'FAQPage']);
  });

  test("without JavaScript the phone's action bar links Save to sign-in and Share to the share links", async () => {
    const document = await site.document(completeIdea.path);
    const bar = within(document.body).getByRole('navigation', { name: 'Idea quick actions' });
    // The bar's no-script forms: what a browser without scripting shows in place of the islands' buttons.
    const fallbacks = [...bar.querySelectorAll('noscript a')];
    const save = fallbacks.find((link) => link.textContent?.startsWith('Save'));
    expect(save?.getAttribute('href')).toBe(`/auth?redirect_to=${encodeURIComponent(completeIdea.path)}`);
    const share = fallbacks.find((link) => link.textContent?.trim() === 'Share');
    expect(share?.getAttribute('href')).toBe('#share');
    expect(document.getElementById('share')).not.toBeNull();
  });
});

test('an idea with gaps shows every fallback text, and no section or link it has nothing for', async () => {
  const document = await site.document(sparseIdea.path);
  const page = main(document);
  expect(page.getByRole('heading', { level: 1 }).textContent).toBe(sparseIdea.title);
  for (const text of [FALLBACK_TEXT.painPoints, FALLBACK_TEXT.businessModel, FALLBACK_TEXT.competitors, FALLBACK_TEXT.barriers, FALLBACK_TEXT.tam, FALLBACK_TEXT.authors, FALLBACK_TEXT.summary]) {
    expect(page.getAllByText(text, { exact: true }).length, text).toBeGreaterThan(0);
  }
  expect(page.queryByRole('heading', { name: 'Why It Matters' })).toBeNull();
  expect(page.queryByRole('link', { name: /^View Paper/ })).toBeNull();
});

test('sheet markup is text: escaped in the page, no image, no script address, JSON-LD that parses', async () => {
  const document = await site.document(hostileIdea.path);
  const page = main(document);
  expect(page.getByRole('heading', { level: 1 }).textContent).toBe(hostileIdea.pitch);
  expect(page.getByText('<a href="javascript:window.__pwned=1">click me</a>')).toBeTruthy();
  expect(document.querySelectorAll('main img')).toHaveLength(0);
  const hrefs = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
  expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
  // The only scripts are the build's own: none carries the row's text.
  expect([...document.querySelectorAll('script:not([type="application/ld+json"])')].filter((script) => script.textContent?.includes('__pwned'))).toEqual([]);
  expect(document.querySelectorAll('[onerror], [onclick], [onload]')).toHaveLength(0);
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((block) => block.textContent!);
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) expect(() => JSON.parse(block)).not.toThrow();
});

describe('related ideas and score percentiles', async () => {
  // As the build works them out: related ideas from the whole catalogue, percentiles among its epoch.
  const { related, percentiles, among } = await stableFacts(ideas, new Date().toISOString().slice(0, 10));
  const categorySize = (name: string) => ideas.filter((idea) => idea.primaryCategory === name && idea.feasibility !== undefined).length;

  test('an idea page lists related ideas as links, the same paper first, each with the terms it shares', async () => {
    const paperIdea = ideas.find((idea) => idea.paperUrl === samePaperIdea.paperUrl && idea.number !== samePaperIdea.number)!;
    const document = await site.document(paperIdea.path);
    const block = within(document.body).getByRole('region', { name: 'Related ideas' });
    const items = [...block.querySelectorAll('[data-related-idea]')];
    expect(items).toHaveLength(Math.min(RELATED.count, related.get(paperIdea.number)!.length));
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toBe(samePaperIdea.path);
    expect(items[0]!.querySelector('[data-same-paper]')?.textContent).toBe('Same paper');
    const contentMatch = related.get(paperIdea.number)!.find((entry) => !entry.samePaper && entry.shared.length > 0)!;
    const matchItem = block.querySelector(`[data-related-idea="${contentMatch.number}"]`)!;
    expect(matchItem.querySelector('[data-shared-terms]')?.textContent).toBe(reasonLine(contentMatch.shared));
    expect(matchItem.querySelector('a')?.getAttribute('href')).toBe(ideas.find((idea) => idea.number === contentMatch.number)!.path);
  });

  test("the workspace's related file of a saved idea's chunk carries its related ideas, the same paper first, as many as a saved card lists", async () => {
    const paperIdea = ideas.find((idea) => idea.paperUrl === samePaperIdea.paperUrl && idea.number !== samePaperIdea.number)!;
    const base = /\/workspace\/data\/[0-9a-f]+\//.exec(await site.text('/workspace'))?.[0];
    expect(base, 'the workspace names the folder of its saved-idea files').toBeDefined();
    const chunk = savedIdeaChunk(paperIdea.number);
    const cards = JSON.parse(await site.text(`${base}${savedIdeaFile(chunk)}`)) as Record<string, SavedIdea>;
    expect(cards[paperIdea.id]).toMatchObject({ id: paperIdea.id, heading: paperIdea.heading });
    const saved = (JSON.parse(await site.text(`${base}${savedRelatedFile(chunk)}`)) as Record<string, SavedRelated[]>)[paperIdea.id]!;
    expect(saved).toHaveLength(Math.min(RELATED.workspaceCount, related.get(paperIdea.number)!.length));
    expect(saved[0]).toMatchObject({ path: samePaperIdea.path, samePaper: true });
  });

  test("an idea page ranks each score in its technology category, and a small category's says nothing", async () => {
    const rankedIdea = ideas.find((idea) => idea.totalScore !== undefined && idea.novelty !== undefined && idea.marketPotential !== undefined && idea.feasibility !== undefined && categorySize(idea.primaryCategory) >= 8)!;
    const expected = percentiles.get(rankedIdea.number)!;
    // Each score's standing, with its ties in words when other ideas share the score.
    const on = (key: keyof typeof expected, label: string) => {
      const standing = expected[key]!;
      const tie = tieNote(standing);
      const { figure, after } = standingWords(standing, key === 'totalScore' ? rankedIdea.primaryCategory : null);
      return `${figure}${after} on ${label}${tie ? ` (${tie})` : ''}`;
    };
    const document = await site.document(rankedIdea.path);
    expect(read(document.querySelector('[data-percentile-sentence]'))).toBe(
      `Higher than ${on('totalScore', 'composite')}, ${on('novelty', 'novelty')}, ${on('marketPotential', 'market potential')} and ${on('feasibility', 'feasibility')}.`,
    );
    // Among the catalogue's first ideas, as many as the largest power of two it holds.
    expect(among).toBe(epochSize(ideas.length));
    expect(read(document.querySelector('[data-percentiles-among]'))).toBe(`Counted among the catalogue's first ${among} ideas.`);
    const howScored = within(document.querySelector('[data-score-percentiles]') as HTMLElement).getByRole('link', { name: 'How this is scored' });
    expect(howScored.getAttribute('href')).toBe('/scoring');

    const smallCategoryIdea = ideas.find((idea) => idea.feasibility !== undefined && categorySize(idea.primaryCategory) < SCORE_STATS.minCategorySize)!;
    const small = await site.document(smallCategoryIdea.path);
    expect(small.querySelector('[data-percentile-sentence]')).toBeNull();
    expect(small.querySelector('[data-percentiles-among]')).toBeNull();
    expect(within(small.querySelector('[data-score-percentiles]') as HTMLElement).getByRole('link', { name: 'How this is scored' })).toBeTruthy();
  });

  test('the percentile sentence says a tie beside the percentile it explains', async () => {
    const tiedIdea = ideas.find((idea) => Object.values(percentiles.get(idea.number) ?? {}).some((standing) => standing.tied > 0));
    expect(tiedIdea, 'the test sheet has an idea tied with others of its category').toBeDefined();
    const [key, standing] = Object.entries(percentiles.get(tiedIdea!.number)!).find(([, entry]) => entry.tied > 0)!;
    const label = SCORE_LABELS.find((score) => score.key === key)!.label.toLowerCase();
    const sentence = read((await site.document(tiedIdea!.path)).querySelector('[data-percentile-sentence]'));
    expect(sentence).toContain(standingWords(standing, null).figure);
    expect(sentence).toContain(`on ${label} (${tieNote(standing)})`);
  });
});

describe('other addresses of an idea', () => {
  const missing = Math.max(...ideas.map((idea) => idea.number)) + 1000;

  test('/idea/{number} and /idea/idea-{number} redirect permanently to the canonical page', async () => {
    for (const alias of [`/idea/${completeIdea.number}`, `/idea/idea-${completeIdea.number}`]) {
      const response = await site.get(alias);
      expect(response.status, alias).toBe(301);
      expect(new URL(response.headers.get('location')!, BUILT_URL).pathname, alias).toBe(completeIdea.path);
    }
    const followed = await site.get(`/idea/${completeIdea.number}`, { follow: true });
    expect(new URL(followed.url).pathname).toBe(completeIdea.path);
    expect(followed.status).toBe(200);
  });

  test('duplicate pitches live at different addresses, each page its own paper', async () => {
    const original = ideas.find((idea) => idea.pitch === duplicateIdea.pitch && idea.number !== duplicateIdea.number)!;
    expect(original.slug).toBe(duplicateIdea.slug);
    expect(original.path).not.toBe(duplicateIdea.path);
    const research = async (path: string) => within((await site.document(path)).body).getByRole('region', { name: 'Research Paper' }).textContent;
    expect(await research(original.path)).toContain(original.title!);
    expect(await research(duplicateIdea.path)).toContain('Duplicate pitch paper');
  });

  test("a trailing-slash address is the idea's own page, as Netlify serves /x/ from x.html, naming its canonical address", async () => {
    const response = await site.get(`${completeIdea.path}/`);
    expect(response.status).toBe(200);
    const document = await site.document(`${completeIdea.path}/`);
    expect(main(document).getByRole('heading', { level: 1 }).textContent).toBe(completeIdea.heading);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BUILT_URL}${completeIdea.path}`);
  });

  test('an old, mistyped or unknown address is answered 404 with "Idea Not Found", why an old link may end there, and the way out', async () => {
    const tail = completeIdea.path.slice('/idea/'.length);
    for (const path of [`/idea/wrong-slug-${completeIdea.number}`, `/idea/${tail.toUpperCase()}`, `/idea/${missing}`, `/idea/nothing-here-${missing}`, '/idea/no-number-at-all']) {
      const response = await site.get(path);
      expect(response.status, path).toBe(404);
      const document = await parsed(path, response);
      const page = main(document);
      expect(page.getByRole('heading', { level: 1 }).textContent, path).toBe(NOT_FOUND_TEXT.title);
      expect(page.getByText(NOT_FOUND_TEXT.body)).toBeTruthy();
      expect(page.getByRole('link', { name: NOT_FOUND_TEXT.link }).getAttribute('href')).toBe('/discover');
      // Without scripting: the note under the link (scripting on, the page looks the number up instead).
      expect(document.querySelector('main noscript')?.textContent).toBe(NOT_FOUND_TEXT.noScript);
      expect(document.title, path).toMatch(/^Idea Not Found/);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toMatch(/^noindex/);
    }
  });
});
