// For you in the workspace at 1280 px (issue 30), against the local Supabase stand-in with real accounts:
// the empty state, recommendations with their reasons as the model ranks them, Not interested with Undo and
// its rollback, the hidden list across reloads with Restore, a tag as the scope. (Its states that need no
// backend: tests/component/workspace.test.tsx; axe: tests/e2e/a11y-suite.ts.)
import { expect, test } from './test.ts';
import { ideas } from './ideas.ts';
import { expectedPicks, forYouCard, forYouCards, ideaOf, openForYou, reasonOf, userWithSavedIdeas } from './for-you-helpers.ts';
import { newUser, saveFromIdeaPage, signIn, toast } from './workspace-helpers.ts';

/** Three ideas of different themes, and a fourth; the newest of the test sheet, so the picks are stable. */
const [a, b, c, d] = [ideas[0]!, ideas[1]!, ideas[2]!, ideas[3]!];
const numbers = (...list: typeof ideas) => list.map((idea) => idea.number);

test.describe('For you', () => {
  test('says what to do under 3 saved ideas; with 3, lists ideas with their reasons; only a signed-in workspace fetches the vectors', async ({ page, request }) => {
    const vectors: string[] = [];
    const cardFiles: string[] = [];
    const code: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/workspace/data/for-you/')) vectors.push(sent.url());
      if (/\/_astro\/ForYou\./.test(sent.url())) code.push(sent.url());
      if (/\/discover\/data\/[^/]+\/cards-/.test(sent.url())) cardFiles.push(sent.url());
    });
    await page.goto('/workspace/for-you');
    await expect(page.getByRole('button', { name: 'Log in to Workspace' })).toBeVisible();

    // A guest's workspace loads neither For you's section (its code, the model) nor its data.
    expect(code).toEqual([]);
    await signIn(page, await newUser(request));
    expect(vectors).toEqual([]);
    await saveFromIdeaPage(page, a.path);
    await saveFromIdeaPage(page, b.path);
    await openForYou(page);
    await expect(page.locator('[data-for-you-empty]')).toContainText('Save 1 more idea to get recommendations');
    await expect(page.locator('[data-for-you-empty]').getByRole('link', { name: 'Browse Ideas' })).toHaveAttribute('href', '/discover');
    // Fetched once the workspace was idle, whichever section was open.
    await expect.poll(() => vectors.length).toBe(1);

    await saveFromIdeaPage(page, c.path);
    await openForYou(page);
    const picks = expectedPicks({ saved: numbers(c, b, a) });
    expect(picks.length).toBeGreaterThan(3);
    await expect(forYouCards(page)).toHaveCount(Math.min(10, picks.length));
    for (const pick of picks.slice(0, 3)) await expect(forYouCard(page, pick.number).locator('[data-for-you-reason]')).toHaveText(reasonOf(pick));
    await expect(forYouCard(page, picks[0]!.number).getByRole('link', { name: /^More like this/ })).toHaveAttribute('href', `/discover?like=${picks[0]!.number}`);
    await expect(forYouCard(page, picks[0]!.number).getByRole('link', { name: ideaOf(picks[0]!.because).heading })).toHaveAttribute('href', ideaOf(picks[0]!.because).path);
    await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${picks[0]!.number}`);
    // The cards shown come from discover's 5-card files: at most one file per card, and none twice.
    expect(cardFiles.length).toBeLessThanOrEqual(10);
    expect(new Set(cardFiles).size).toBe(cardFiles.length);
  });

  test('Not interested hides a card at once with Undo, and a refusal puts it back and says why; a hidden idea stays hidden after a reload, listed, and can be restored', async ({ page, request }) => {
    await signIn(page, await userWithSavedIdeas(request, [a, b, c]));
    await openForYou(page);
    const picks = expectedPicks({ saved: numbers(c, b, a) });
    const top = forYouCard(page, picks[0]!.number);
    const heading = ideaOf(picks[0]!.number).heading;
    const list = page.locator('[data-dismissed-list]');
    await expect(top).toBeVisible();

    await test.step('Not interested hides the card at once, ranks the rest again without it, and Undo brings it back', async () => {
      await top.getByRole('button', { name: `Not interested in ${heading}` }).click();
      await expect(top).toHaveCount(0);
      await expect(toast(page)).toContainText('Not shown again');
      // Ranked again without it, its words counting against the rest.
      const after = expectedPicks({ saved: numbers(c, b, a), dismissed: [picks[0]!.number] });
      await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${after[0]!.number}`);
      await expect(list.locator('h3')).toHaveText('Not interested (1)');
      await toast(page).getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page)).toContainText('Idea restored');
      await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${picks[0]!.number}`);
      await expect(list).toHaveCount(0);
    });

    await test.step('a refusal puts the card back and says why; nothing was stored', async () => {
      await page.route('**/rest/v1/dismissed_ideas*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'refused in the test' }) }));
      await top.getByRole('button', { name: /^Not interested/ }).click();
      await expect(toast(page)).toContainText('Could not hide the idea');
      await expect(toast(page)).toContainText('refused in the test');
      await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${picks[0]!.number}`);
      await page.unroute('**/rest/v1/dismissed_ideas*');
      await page.reload();
      await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${picks[0]!.number}`);
    });

    await test.step('a hidden idea stays hidden after a reload, is listed, and Restore brings it back for good', async () => {
      await top.getByRole('button', { name: /^Not interested/ }).click();
      await expect(toast(page)).toContainText('Not shown again');
      await page.reload();
      await expect(forYouCards(page).first()).toBeVisible();
      await expect(top).toHaveCount(0);
      await expect(list.getByRole('heading')).toHaveText('Not interested (1)');
      await expect(list.locator(`[data-dismissed-idea="idea-${picks[0]!.number}"]`).getByRole('link')).toHaveText(heading);

      await list.getByRole('button', { name: `Restore ${heading}` }).click();
      await expect(toast(page)).toContainText('Idea restored');
      await expect(list).toHaveCount(0);
      await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${picks[0]!.number}`);
      await page.reload();
      await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${picks[0]!.number}`);
      await expect(list).toHaveCount(0);
    });
  });

  test('scoped to a tag, For you learns only from the ideas under it', async ({ page, request }) => {
    const tagged = [a, b, c].map((idea) => ({ idea, value: 'Pilot' }));
    await signIn(page, await userWithSavedIdeas(request, [a, b, c, d], [...tagged, { idea: d, value: 'Other' }]));
    await openForYou(page);
    const all = expectedPicks({ saved: numbers(d, c, b, a) });
    await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${all[0]!.number}`);
    // The untagged saved idea gives a reason in the whole list, so the scope visibly changes something.
    expect(all.slice(0, 10).some((pick) => pick.because === d.number)).toBe(true);

    await page.getByLabel('Learn from').selectOption({ label: 'Tagged “Pilot”' });
    const scoped = expectedPicks({ saved: numbers(d, c, b, a), scope: numbers(c, b, a) });
    await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${scoped[0]!.number}`);
    // The choice is in the address and survives a reload.
    await expect(page).toHaveURL(/[?&]tag=Pilot(&|$)/);
    await page.reload();
    await expect(page.getByLabel('Learn from')).toHaveValue('Pilot');
    await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${scoped[0]!.number}`);
    await expect(forYouCards(page)).toHaveCount(Math.min(10, scoped.length));
    for (const pick of scoped.slice(0, 3)) await expect(forYouCard(page, pick.number).locator('[data-for-you-reason]')).toHaveText(reasonOf(pick));
    await expect(page.locator('[data-for-you-reason]').filter({ hasText: d.heading })).toHaveCount(0);

    await page.getByLabel('Learn from').selectOption({ label: 'Tagged “Other”' });
    await expect(page.locator('[data-for-you-empty]')).toContainText('Tag at least 3 saved ideas “Other”');
  });
});
