// The data for tools and agents, as the built site serves it: the idea page's links to its JSON, Markdown
// and BibTeX files with their content types, the catalogue and /llms.txt from the footer's developer page,
// and the workspace's BibTeX export of the saved ideas it shows.
import { readFile } from 'node:fs/promises';
import { parse } from '@retorquere/bibtex-parser';
import { expect, test, type APIRequestContext } from './test.ts';
import { completeIdea, hostileIdea, sparseIdea } from './ideas.ts';
import { newUser, openWorkspaceWithSaved } from './workspace-helpers.ts';

async function fetchFile(request: APIRequestContext, href: string, contentType: string): Promise<string> {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type'], href).toBe(contentType);
  expect(response.headers()['access-control-allow-origin'], href).toBe('*');
  return await response.text();
}

function bibEntries(bib: string) {
  const library = parse(bib, { english: false });
  expect(library.errors).toEqual([]);
  return library.entries;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the idea page links its JSON, Markdown and BibTeX, each served with its type and the idea's content", async ({ page, request, baseURL }) => {
    await page.goto(completeIdea.path);
    await expect(page.locator('head link[rel="alternate"][type="application/json"]')).toHaveAttribute('href', `${completeIdea.path}.json`);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${completeIdea.path}.md`);

    const row = page.getByRole('region', { name: 'Use this idea' });
    await expect(row.getByRole('link')).toHaveText(['JSON', 'Markdown', 'BibTeX', 'About the data']);
    const href = async (name: string) => (await row.getByRole('link', { name, exact: true }).getAttribute('href'))!;

    const json = JSON.parse(await fetchFile(request, await href('JSON'), 'application/json; charset=utf-8'));
    expect(json).toMatchObject({ schemaVersion: 1, $schema: `${baseURL}/schemas/idea.v1.schema.json` });
    expect(json.idea).toMatchObject({ id: completeIdea.id, url: `${baseURL}${completeIdea.path}`, heading: completeIdea.heading, totalScore: completeIdea.totalScore, arxivId: completeIdea.arxivId });

    const markdown = await fetchFile(request, await href('Markdown'), 'text/markdown; charset=utf-8');
    expect(markdown.split('\n')[0]).toBe(`# ${completeIdea.heading}`);
    expect(markdown).toContain(`- Page: <${baseURL}${completeIdea.path}>`);
    expect(markdown).toContain('## Business model');

    const [entry] = bibEntries(await fetchFile(request, await href('BibTeX'), 'application/x-bibtex; charset=utf-8'));
    expect(entry!.fields).toMatchObject({ title: completeIdea.title, eprint: completeIdea.arxivId, archiveprefix: 'arXiv', note: `Startup idea: ${baseURL}${completeIdea.path}` });
  });

  test("a hostile idea's files carry its text as text", async ({ request }) => {
    const json = JSON.parse(await fetchFile(request, `${hostileIdea.path}.json`, 'application/json; charset=utf-8'));
    expect(json.idea.heading).toBe(hostileIdea.heading);
    const markdown = await fetchFile(request, `${hostileIdea.path}.md`, 'text/markdown; charset=utf-8');
    expect(markdown).not.toMatch(/(?<!\\)<(img|script|b)\b/);
    const [entry] = bibEntries(await fetchFile(request, `${hostileIdea.path}.bib`, 'application/x-bibtex; charset=utf-8'));
    expect(entry!.fields.title).toBe(hostileIdea.title);
  });

  test('the footer leads to the developer page, which links the catalogue, its schema and /llms.txt', async ({ page, request, baseURL }) => {
    await page.goto('/discover');
    await page.getByRole('contentinfo').getByRole('link', { name: 'For developers' }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Ventures for developers');
    await expect(page.locator('[data-field="firstSeen"]')).toContainText('in /ideas.json');
    await expect(page.locator('[data-field="chatLink"]')).toContainText('URL, optional');
    await expect(page.locator('[data-field="chatLink"]')).not.toContainText('in /ideas.json');

    const catalogue = JSON.parse(await fetchFile(request, (await page.getByRole('link', { name: '/ideas.json', exact: true }).getAttribute('href'))!, 'application/json; charset=utf-8'));
    expect(catalogue).toMatchObject({ schemaVersion: 1, site: `${baseURL}/` });
    expect(catalogue.ideas.find((entry: { id: string }) => entry.id === sparseIdea.id).files.bibtex).toBe(`${baseURL}${sparseIdea.path}.bib`);
    const schema = JSON.parse(await fetchFile(request, (await page.getByRole('link', { name: '/schemas/ideas.v1.schema.json' }).getAttribute('href'))!, 'application/json; charset=utf-8'));
    expect(schema.$id).toBe(`${baseURL}/schemas/ideas.v1.schema.json`);

    const llms = await fetchFile(request, (await page.getByRole('link', { name: '/llms.txt' }).getAttribute('href'))!, 'text/plain; charset=utf-8');
    expect(llms.startsWith('# Research Ventures\n\n> ')).toBe(true);
    expect(llms).toContain(`(<${baseURL}/ideas.json>)`);
  });
});

test('the workspace exports the BibTeX of the saved ideas it shows', async ({ page, request }) => {
  await openWorkspaceWithSaved(page, await newUser(request), [completeIdea, sparseIdea]);
  await expect(page.locator('[data-saved-idea]')).toHaveCount(2);

  const exportBib = page.getByRole('button', { name: 'Export BibTeX' });
  const [all] = await Promise.all([page.waitForEvent('download'), exportBib.click()]);
  expect(all.suggestedFilename()).toMatch(/^research-ventures-workspace-\d{4}-\d{2}-\d{2}\.bib$/);
  const entries = bibEntries(await readFile(await all.path(), 'utf8'));
  expect(entries.map((entry) => entry.fields.title).sort()).toEqual([completeIdea.title, sparseIdea.title].sort());
  expect(entries.find((entry) => entry.fields.title === completeIdea.title)!.fields.eprint).toBe(completeIdea.arxivId);

  await page.locator('#search-desktop').fill(sparseIdea.title!);
  await expect(page.locator('[data-saved-idea]')).toHaveCount(1);
  const [filtered] = await Promise.all([page.waitForEvent('download'), exportBib.click()]);
  expect(filtered.suggestedFilename()).toMatch(/-filtered\.bib$/);
  expect(bibEntries(await readFile(await filtered.path(), 'utf8')).map((entry) => entry.fields.title)).toEqual([sparseIdea.title]);
});
