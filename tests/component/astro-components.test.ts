// @vitest-environment node
// .astro components render on the server only: Astro's compiler emits their server form for Vite's SSR
// environment, not for the DOM environment the islands' tests run in. Their HTML is then read with Testing
// Library's queries over a happy-dom document, as the islands' is.
import { within } from '@testing-library/dom';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, test } from 'vitest';
import NotFound from '../../src/components/NotFound.astro';
import ListOrFallback from '../../src/components/idea/ListOrFallback.astro';
import PaperOverview from '../../src/components/idea/PaperOverview.astro';
import { FALLBACK_TEXT } from '../../src/config/constants/catalogue.ts';
import { completeIdea, sparseIdea } from '../e2e/ideas.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

type Component = Parameters<AstroContainer['renderToString']>[0];

/** The component's HTML as a document body, for Testing Library's queries. */
async function rendered(component: Component, props: Record<string, unknown>, slots?: Record<string, string>) {
  const { document } = new Window();
  document.body.innerHTML = await container.renderToString(component, { props, slots });
  const body = document.body as unknown as HTMLElement;
  return { body, screen: within(body) };
}

describe('ListOrFallback', () => {
  test('items: a list of them, and no fallback', async () => {
    const { screen } = await rendered(ListOrFallback, { items: ['Slow trials', 'Costly labs'], fallback: FALLBACK_TEXT.painPoints });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Slow trials', 'Costly labs']);
    expect(screen.queryByText(FALLBACK_TEXT.painPoints)).toBeNull();
  });

  test.each([['an empty list', []], ['no list', undefined]])('%s: the fallback sentence, and no list', async (_, items) => {
    const { screen } = await rendered(ListOrFallback, { items, fallback: FALLBACK_TEXT.competitors });
    expect(screen.getByText(FALLBACK_TEXT.competitors, { exact: true }).tagName).toBe('P');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('PaperOverview', () => {
  test('an idea with gaps: every fallback text, no paper or chat link', async () => {
    const { screen } = await rendered(PaperOverview, { idea: sparseIdea });
    expect(screen.getByText(sparseIdea.title!)).toBeTruthy();
    for (const text of [FALLBACK_TEXT.authors, FALLBACK_TEXT.summary]) expect(screen.getByText(text, { exact: true })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^View Paper/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Chat With Paper/ })).toBeNull();
  });

  test('a complete idea: its authors, summary, arXiv, paper and chat links, and no fallback', async () => {
    const { body, screen } = await rendered(PaperOverview, { idea: completeIdea });
    expect(screen.getByText(completeIdea.authors!)).toBeTruthy();
    expect(screen.getByRole('link', { name: completeIdea.arxivId! }).getAttribute('href')).toBe(`https://arxiv.org/abs/${completeIdea.arxivId}`);
    expect(screen.getByRole('link', { name: 'View Paper (opens in a new tab)' }).getAttribute('href')).toBe(completeIdea.paperUrl);
    expect(screen.getByRole('link', { name: 'Chat With Paper (opens in a new tab)' }).getAttribute('href')).toBe(completeIdea.chatLink);
    for (const text of [FALLBACK_TEXT.authors, FALLBACK_TEXT.summary, FALLBACK_TEXT.ideaTitle]) expect(body.textContent).not.toContain(text);
  });
});

describe('NotFound', () => {
  const props = { title: 'Page Not Found', body: 'We couldn’t find the page.', linkText: 'Go to the home page', linkHref: '/' };

  test('the 404 heading, the reason and the way out', async () => {
    const { screen } = await rendered(NotFound, props);
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: props.title })).toBeTruthy();
    expect(screen.getByText(props.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: props.linkText }).getAttribute('href')).toBe('/');
  });

  test("a page's own note goes under the link", async () => {
    const { body } = await rendered(NotFound, props, { default: '<p data-note>It may still exist.</p>' });
    const link = within(body).getByRole('link', { name: props.linkText });
    expect(link.nextElementSibling?.outerHTML).toBe('<p data-note="">It may still exist.</p>');
  });
});
