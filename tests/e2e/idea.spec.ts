import { expect, test } from './test.ts';
import { completeIdea, duplicateIdea, hostileIdea, ideas, sparseIdea } from './ideas.ts';
import { breadcrumbLabel, formatComposite, formatDate } from '../../src/ideas/format.ts';
import { FALLBACK_TEXT, NOT_FOUND_TEXT } from '../../src/config/constants.ts';
import { categoryPage } from '../../src/ideas/category-pages.ts';

test.describe('a complete idea page', () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto(completeIdea.path);
    expect(response?.status()).toBe(200);
  });

  test('shows every section in order with the sheet content', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(completeIdea.heading);
    await expect(page).toHaveTitle(`${completeIdea.heading} - AI Startup Opportunity from Research | Research Ventures`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'All Ideas' })).toHaveAttribute('href', '/discover');
    await expect(breadcrumb).toContainText(breadcrumbLabel(completeIdea.heading));
    await expect(page.locator('header time').first()).toHaveText(formatDate(completeIdea.dateAdded));
    await expect(page.getByRole('link', { name: new RegExp(completeIdea.primaryCategory.replace(/[&]/g, '.')) }).first()).toHaveAttribute(
      'href',
      categoryPage('primaryCategory', completeIdea.primaryCategory)!.path,
    );
    await expect(page.getByText(`#${completeIdea.tags![0]}`)).toBeVisible();
    await expect(page.getByText(formatComposite(completeIdea.totalScore)).first()).toBeVisible();

    const mainHeadings = await page.locator('main h2').allTextContents();
    const expected = ['Research Paper', 'Core Innovation', 'Why It Matters', 'Potential Customers & Pain Points', 'Business Model', 'Competitive Landscape', 'Implementation Challenges', 'Validation Strategy', 'Paper Overview'];
    expect(mainHeadings.filter((heading) => expected.includes(heading))).toEqual(expected);

    const paperLink = page.getByRole('link', { name: completeIdea.title! }).first();
    await expect(paperLink).toHaveAttribute('href', completeIdea.paperUrl!);
    await expect(paperLink).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: `arXiv: ${completeIdea.arxivId}` })).toHaveAttribute('href', `https://arxiv.org/abs/${completeIdea.arxivId}`);
    await expect(page.getByText(completeIdea.whyItMatters!)).toBeVisible();
    for (const point of completeIdea.painPoints!) await expect(page.getByText(point, { exact: true })).toBeVisible();
    for (const competitor of completeIdea.competitors!) await expect(page.getByText(competitor, { exact: true })).toBeVisible();
    await expect(page.getByText(completeIdea.tamEstimate!)).toBeVisible();
    await expect(page.getByRole('link', { name: /^View Paper/ })).toHaveAttribute('href', completeIdea.paperUrl!);
    await expect(page.getByRole('link', { name: /^Chat With Paper/ })).toHaveAttribute('href', completeIdea.chatLink!);
    await expect(page.getByText("Let's make good ideas reach more people")).toBeVisible();
    await expect(page.locator('[data-idea-save]').getByText('Add Idea to Workspace').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Get our top ideas in your inbox' })).toBeVisible();
    const feedback = page.getByRole('link', { name: 'Help Us Improve - Give Feedback' });
    const feedbackUrl = new URL((await feedback.getAttribute('href'))!, 'http://x');
    expect(feedbackUrl.searchParams.get('subject')).toBe('User Feedback On Venture Idea');
    expect(feedbackUrl.searchParams.get('message')).toBe(`Idea Title: ${completeIdea.heading}`);
    await expect(page.getByRole('link', { name: '← Back to all ideas' })).toHaveAttribute('href', '/discover');
  });

  test('the side column has one even gap between its boxes (the empty workspace slot adds none)', async ({ page }) => {
    const aside = page.getByRole('complementary', { name: 'Idea actions' });
    const gap = parseFloat(await aside.evaluate((element) => getComputedStyle(element).rowGap));
    const market = (await aside.getByRole('region', { name: 'Market Size (TAM)' }).boundingBox())!;
    const share = (await aside.getByRole('region', { name: 'Share and save' }).boundingBox())!;
    expect(Math.round(share.y - (market.y + market.height))).toBe(gap);
  });

  test('the score dialog opens from the info button and closes with Escape, returning focus', async ({ page }) => {
    const info = page.getByRole('button', { name: 'How scores work' });
    await info.click();
    const dialog = page.getByRole('dialog', { name: 'How we score ideas' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Breakthrough');
    await expect(dialog).toContainText('Mass market');
    await expect(dialog).toContainText('Buildable immediately');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
  });

  test('head has canonical, social tags, keywords and three JSON-LD blocks', async ({ page, baseURL }) => {
    const canonical = `${baseURL}${completeIdea.path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og/${completeIdea.id}.png`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('/10');
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBeTruthy();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
    expect(types).toEqual(['Article', 'BreadcrumbList', 'FAQPage']);
  });
});

test('an idea with gaps shows every fallback text', async ({ page }) => {
  await page.goto(sparseIdea.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sparseIdea.title!);
  for (const text of [FALLBACK_TEXT.painPoints, FALLBACK_TEXT.businessModel, FALLBACK_TEXT.competitors, FALLBACK_TEXT.barriers, FALLBACK_TEXT.tam, FALLBACK_TEXT.authors, FALLBACK_TEXT.summary]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why It Matters' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^View Paper/ })).toHaveCount(0);
});

test('sheet markup is shown as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(hostileIdea.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostileIdea.pitch!);
  await expect(page.getByText('<a href="javascript:window.__pwned=1">click me</a>')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('main img').count()).toBe(0);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of jsonLd) expect(() => JSON.parse(block)).not.toThrow();
  await page.goto('/discover');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test.describe('other addresses of an idea', () => {
  test('/idea/{number} and /idea/idea-{number} redirect permanently to the canonical page', async ({ page, request }) => {
    for (const alias of [`/idea/${completeIdea.number}`, `/idea/idea-${completeIdea.number}`]) {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(completeIdea.path);
    }
    await page.goto(`/idea/${completeIdea.number}`);
    await expect(page).toHaveURL(completeIdea.path);
  });

  test('a different slug with a known number ends on the canonical page', async ({ page }) => {
    await page.goto(`/idea/some-old-slug-${completeIdea.number}?ref=x`);
    await expect(page).toHaveURL(`${completeIdea.path}?ref=x`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(completeIdea.heading);
  });

  test('duplicate pitches live at different addresses', async ({ page }) => {
    const original = ideas.find((idea) => idea.pitch === duplicateIdea.pitch && idea.number !== duplicateIdea.number)!;
    expect(original.slug).toBe(duplicateIdea.slug);
    expect(original.path).not.toBe(duplicateIdea.path);
    const research = page.getByRole('region', { name: 'Research Paper' });
    await page.goto(original.path);
    await expect(research).toContainText(original.title!);
    await page.goto(duplicateIdea.path);
    await expect(research).toContainText('Duplicate pitch paper');
  });

  test('an old or upper-case address shows a loading state, never "Idea Not Found", until it lands on the idea', async ({ page }) => {
    const tail = completeIdea.path.slice('/idea/'.length);
    for (const path of [`/idea/wrong-slug-${completeIdea.number}`, `/idea/${tail.toUpperCase()}`]) {
      // The number is looked up in /ideas/paths.json: held back, the page shows what it shows while resolving.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/ideas/paths.json', async (route) => {
        await held;
        await route.continue();
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: NOT_FOUND_TEXT.title })).toBeHidden();
      await expect(page.getByText(NOT_FOUND_TEXT.body)).toBeHidden();
      await expect(page.getByText(NOT_FOUND_TEXT.loading)).toBeVisible();
      release();
      await expect(page).toHaveURL(completeIdea.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(completeIdea.heading);
      await page.unrouteAll();
    }
  });

  test("a trailing-slash address is the idea's own page, as Netlify serves /x/ from x.html, naming its canonical address", async ({ page }) => {
    const response = await page.goto(`${completeIdea.path}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(completeIdea.heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${completeIdea.path}$`));
  });

  test('an unknown number shows the loading state until the lookup says it does not exist', async ({ page }) => {
    const missing = Math.max(...ideas.map((idea) => idea.number)) + 1000;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ideas/paths.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/idea/some-slug-${missing}`);
    await expect(page.getByRole('heading', { name: NOT_FOUND_TEXT.title })).toBeHidden();
    await expect(page.getByText(NOT_FOUND_TEXT.loading)).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT.title);
    await expect(page.getByText(NOT_FOUND_TEXT.loading)).toBeHidden();
    await expect(page).toHaveTitle(/^Idea Not Found/);
  });

  test('without JavaScript an old address says "Idea Not Found" and why it may still exist', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto(`/idea/wrong-slug-${completeIdea.number}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT.title);
    // Locators skip <noscript>; the rendered text (innerText) shows whether it is on screen.
    await expect(page.locator('main')).toContainText(NOT_FOUND_TEXT.noScript, { useInnerText: true });
    await expect(page.getByRole('link', { name: NOT_FOUND_TEXT.link })).toHaveAttribute('href', '/discover');
    await expect(page.getByText(NOT_FOUND_TEXT.loading)).toBeHidden();
    await context.close();
  });

  test('an unknown number is "Idea Not Found" with status 404', async ({ page }) => {
    const missing = Math.max(...ideas.map((idea) => idea.number)) + 1000;
    for (const path of [`/idea/${missing}`, `/idea/nothing-here-${missing}`, '/idea/no-number-at-all']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT.title);
      await expect(page.getByText(NOT_FOUND_TEXT.body)).toBeVisible();
      await expect(page.getByRole('link', { name: NOT_FOUND_TEXT.link })).toHaveAttribute('href', '/discover');
      await expect(page).toHaveURL(path);
    }
  });
});
