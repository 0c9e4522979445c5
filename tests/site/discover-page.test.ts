// /discover as the server sends it, before any script runs: the newest cards, their links, the hero's links and
// the refresh line, and the idea page's "More like this" link to a list that is there without JavaScript too.
import { within } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { LIKE_TEXT } from '../../src/config/constants/like.ts';
import { categoryHref } from '../../src/ideas/category-pages.ts';
import { formatDate } from '../../src/ideas/format.ts';
import { completeIdea, ideas } from '../e2e/ideas.ts';
import { useTestSite } from './site.ts';

const site = useTestSite();
const cards = (document: Document) => [...document.querySelectorAll<HTMLElement>('[data-idea-list] > li')];

test('discover serves the newest 20 ideas as cards, each with its date, business model and feedback link, its heading linking its idea page', async () => {
  const document = await site.document('/discover');
  expect(within(document.body).getByRole('heading', { level: 1 }).textContent).toBe('Venture Ideas from Research');
  const listed = cards(document);
  expect(listed.map((card) => card.querySelector('h2')?.textContent)).toEqual(ideas.slice(0, 20).map((idea) => idea.heading));
  expect(document.querySelector('[data-results-count] .feed-status-newest')?.textContent).toBe(`Showing the newest 20 of ${ideas.length} ideas`);
  const first = ideas[0]!;
  const card = listed[0]!;
  expect(card.querySelector('time')?.textContent).toBe(formatDate(first.dateAdded));
  expect(card.textContent).toContain('Business model');
  const feedback = within(card).getByRole('link', { name: 'Give feedback on this idea' });
  expect(new URL(feedback.getAttribute('href')!, 'http://x').searchParams.get('message')).toBe(`Idea Title: ${first.heading}`);
  expect(card.querySelector('h2 a')?.getAttribute('href')).toBe(first.path);
});

test('the hero links to the newsletter; without JavaScript the refresh line names the schedule in UTC', async () => {
  const document = await site.document('/discover');
  const main = within(document.body).getByRole('main');
  expect(within(main).getByRole('link', { name: 'Get the weekly picks in your inbox' }).getAttribute('href')).toBe('/discover?newsletter=true');
  // The reader's own time zone comes with the island (tests/component/discover-feed-refresh-label.test.tsx).
  const refresh = document.querySelector('[data-feed-refresh]');
  expect(refresh?.textContent).toBe('New ideas every weekday at 06:30 UTC');
  // Replaced by the island once the page is idle.
  expect(refresh?.closest('astro-island')?.getAttribute('component-url')).toMatch(/FeedRefreshLabel/);
  expect(refresh?.closest('astro-island')?.getAttribute('client')).toBe('idle');
});

test("category chips on cards link to the category's landing page", async () => {
  const card = cards(await site.document('/discover'))[0]!;
  const first = ideas[0]!;
  const chip = card.querySelector(`a[title="Technology: ${first.primaryCategory}"]`);
  expect(chip?.getAttribute('href')).toBe(categoryHref('primaryCategory', first.primaryCategory));
  expect(chip?.getAttribute('href')).toMatch(/^\/discover\/technology\/[a-z-]+$/);
  if (first.secondaryCategory) {
    expect(card.querySelector(`a[title="Industry: ${first.secondaryCategory}"]`)?.getAttribute('href')).toBe(categoryHref('secondaryCategory', first.secondaryCategory));
  }
});

test("an idea page's More like this is a plain link to discover with like, whose page lists ideas without JavaScript", async () => {
  const page = await site.document(completeIdea.path);
  const link = within(page.body).getByRole('link', { name: LIKE_TEXT.linkLabel(completeIdea.heading) });
  expect(link.getAttribute('href')).toBe(`/discover?like=${completeIdea.number}`);
  const response = await site.get(link.getAttribute('href')!, { follow: true });
  expect(response.status).toBe(200);
  const discover = await site.document(link.getAttribute('href')!);
  expect(cards(discover)).toHaveLength(20);
});
