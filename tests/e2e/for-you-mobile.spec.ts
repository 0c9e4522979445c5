// For you at 390 px (issue 30): the section from the workspace's tabs, reasons on the cards, Not interested
// with Undo. (axe scans live in the accessibility suite, tests/e2e/a11y-suite.ts.)
import { expect, test } from './test.ts';
import { ideas } from './ideas.ts';
import { expectedPicks, forYouCard, forYouCards, ideaOf, openForYou, reasonOf, userWithSavedIdeas } from './for-you-helpers.ts';
import { signIn, toast } from './workspace-helpers.ts';

const [a, b, c] = [ideas[0]!, ideas[1]!, ideas[2]!];

test('on a phone, For you shows reasons, nothing wider than the screen, and hides an idea with Undo', async ({ page, request }) => {
  await signIn(page, await userWithSavedIdeas(request, [a, b, c]));
  await openForYou(page);
  const picks = expectedPicks({ saved: [c.number, b.number, a.number] });
  const top = forYouCard(page, picks[0]!.number);
  await expect(top.locator('[data-for-you-reason]')).toHaveText(reasonOf(picks[0]!));
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await top.getByRole('button', { name: `Not interested in ${ideaOf(picks[0]!.number).heading}` }).click();
  await expect(top).toHaveCount(0);
  await expect(page.locator('[data-dismissed-idea]')).toHaveCount(1);
  await toast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(forYouCards(page).first()).toHaveAttribute('data-for-you-card', `idea-${picks[0]!.number}`);
  await expect(page.locator('[data-dismissed-list]')).toHaveCount(0);
});
