// The same workspace open twice: a note edited in two places is never overwritten unseen (the person sees both
// texts and chooses), a tag added offline is saved once the connection is back, and an idea removed in one tab
// leaves the other tab too.
import { expect, type Locator, type Page, test } from './test.ts';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import { first, newUser, openWorkspace, openWorkspaceWithSaved, savedCard, secondContext, toast } from './workspace-helpers.ts';

const TAGS = '**/rest/v1/user_idea_tags*';

/** Opens the note editor of `card` if needed and types `text` at the end (key by key, as a person does). */
async function appendToNote(card: Locator, text: string): Promise<void> {
  const area = card.getByRole('textbox', { name: 'Your note' });
  if (!(await area.isVisible())) await card.getByRole('button', { name: /Add a quick note|Edit/ }).click();
  await area.press('End');
  await area.pressSequentially(text);
}

async function appendAndSave(card: Locator, text: string): Promise<void> {
  await appendToNote(card, text);
  await expect(card.locator('[data-note-status]')).toHaveText(WORKSPACE_TEXT.saved);
}

/** The note as the server has it: read in a fresh tab of `page`'s browser. */
async function storedNote(page: Page, ideaId: string): Promise<string> {
  const other = await page.context().newPage();
  await openWorkspace(other);
  const text = (await savedCard(other, ideaId).locator('[data-note-text]').textContent()) ?? '';
  await other.close();
  return text;
}

/** Screenshots of `page` at the three widths the site is checked at, when SHOTS_DIR asks for them. */
async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}

/** Two devices signed in to one account, both showing the workspace with the saved idea's note 'Shared start'. */
async function twoDevices(page: Page, request: Parameters<typeof newUser>[0]): Promise<{ a: Page; b: Page }> {
  const email = await newUser(request);
  await openWorkspaceWithSaved(page, email, [first]);
  await appendAndSave(savedCard(page, first.id), 'Shared start');
  await page.keyboard.press('Escape');
  const b = await secondContext(page.context().browser()!, email);
  await openWorkspace(b);
  await expect(savedCard(b, first.id).locator('[data-note-text]')).toHaveText('Shared start');
  return { a: page, b };
}

test.describe('a note edited on two devices', () => {
  test('the later save never overwrites unseen: both texts are shown and the person merges, keeps theirs or takes the other', async ({ page, request }) => {
    const { a, b } = await twoDevices(page, request);
    const cardA = savedCard(a, first.id);
    const cardB = savedCard(b, first.id);

    await test.step('B saves over a version A replaced: both texts are shown, nothing is overwritten, and a merge of both is stored', async () => {
      await appendAndSave(cardA, '+FROM-A');
      await appendToNote(cardB, '+FROM-B');
      const conflict = cardB.locator('[data-note-conflict]');
      await expect(conflict).toBeVisible();
      await expect(conflict.locator('[data-conflict-other]')).toHaveText('Shared start+FROM-A');
      await expect(conflict.locator('[data-conflict-mine]')).toHaveText('Shared start+FROM-B');
      await expect(cardB.locator('[data-note-status]')).toHaveText(WORKSPACE_TEXT.noteConflict);
      await expect(conflict.getByRole('heading', { name: WORKSPACE_TEXT.conflictTitle })).toBeFocused();
      // Nothing was overwritten while the person decides.
      expect(await storedNote(a, first.id)).toBe('Shared start+FROM-A');
      await shoot(b, 'note-conflict', conflict);

      const merge = conflict.getByRole('textbox', { name: WORKSPACE_TEXT.conflictMergeLabel });
      await expect(merge).toHaveValue('Shared start+FROM-A\n\nShared start+FROM-B');
      await merge.fill('Shared start+FROM-A+FROM-B');
      await conflict.getByRole('button', { name: WORKSPACE_TEXT.conflictSaveMerge }).click();
      await expect(conflict).toHaveCount(0);
      await expect(cardB.locator('[data-note-text]')).toHaveText('Shared start+FROM-A+FROM-B');
      await expect(cardB.getByRole('button', { name: 'Edit note' })).toBeFocused();
      await expect.poll(() => storedNote(a, first.id)).toBe('Shared start+FROM-A+FROM-B');
    });

    await test.step('A, still on its own version, runs into the merge in turn: "Use the other" drops its text and shows the stored one, after a reload too', async () => {
      await a.keyboard.press('Escape');
      await appendToNote(cardA, '!');
      const conflictA = cardA.locator('[data-note-conflict]');
      await expect(conflictA.locator('[data-conflict-other]')).toHaveText('Shared start+FROM-A+FROM-B');
      await expect(conflictA.locator('[data-conflict-mine]')).toHaveText('Shared start+FROM-A!');
      await conflictA.getByRole('button', { name: WORKSPACE_TEXT.conflictUseOther }).click();
      await expect(cardA.locator('[data-note-text]')).toHaveText('Shared start+FROM-A+FROM-B');
      await a.reload();
      await expect(cardA.locator('[data-note-text]')).toHaveText('Shared start+FROM-A+FROM-B');
      expect(await storedNote(a, first.id)).toBe('Shared start+FROM-A+FROM-B');
    });

    await test.step('an editor closed and opened again after the other device saved runs into that save: "Keep mine" stores this device\'s text', async () => {
      await appendAndSave(cardA, '+A2');
      await a.keyboard.press('Escape');
      await appendToNote(cardB, '+B2');
      const conflict = cardB.locator('[data-note-conflict]');
      await expect(conflict.locator('[data-conflict-other]')).toHaveText('Shared start+FROM-A+FROM-B+A2');
      await conflict.getByRole('button', { name: WORKSPACE_TEXT.conflictKeepMine }).click();
      await expect(conflict).toHaveCount(0);
      await expect.poll(() => storedNote(b, first.id)).toBe('Shared start+FROM-A+FROM-B+B2');
    });
  });
});

test.describe('a tag added offline', () => {
  test('is shown as not saved yet, in plain words, and saved exactly once when the connection is back', async ({ page, request }) => {
    await openWorkspaceWithSaved(page, await newUser(request), [first]);
    const card = savedCard(page, first.id);
    const stored: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().includes('/rest/v1/user_idea_tags')) stored.push(response.status());
    });

    await page.context().setOffline(true);
    await card.getByRole('button', { name: `+ ${WORKSPACE_TEXT.addTag}` }).click();
    await card.getByLabel('New tag').fill('offline-idea');
    await card.getByLabel('New tag').press('Enter');
    await expect(card.locator('[data-pending-tag]')).toHaveText(`offline-idea(${WORKSPACE_TEXT.tagPending})`);
    await expect(card.locator('[data-tag-pending-status]')).toHaveText(WORKSPACE_TEXT.tagOffline);
    await expect(card).not.toContainText('Failed to fetch');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await card.getByLabel('New tag').press('Escape');
    await shoot(page, 'tag-offline', card);

    await page.context().setOffline(false);
    await expect(card.locator('[data-pending-tag]')).toHaveCount(0);
    await expect(card.locator('[data-user-tag]')).toHaveText(['offline-idea']);
    await expect(card.locator('[data-tag-pending-status]')).toHaveCount(0);
    await page.reload();
    await expect(savedCard(page, first.id).locator('[data-user-tag]')).toHaveText(['offline-idea']);
    expect(stored).toEqual([201]);
  });

  test('survives closing the tab: the next visit saves it', async ({ page, request }) => {
    await openWorkspaceWithSaved(page, await newUser(request), [first]);
    const card = savedCard(page, first.id);
    await page.route(TAGS, (route) => route.abort('internetdisconnected'));
    await card.getByRole('button', { name: `+ ${WORKSPACE_TEXT.addTag}` }).click();
    await card.getByLabel('New tag').fill('kept-on-device');
    await card.getByLabel('New tag').press('Enter');
    await expect(card.locator('[data-tag-pending-status]')).toHaveText(WORKSPACE_TEXT.tagOffline);
    const context = page.context();
    await page.close();

    const next = await context.newPage();
    await openWorkspace(next);
    await expect(savedCard(next, first.id).locator('[data-user-tag]')).toHaveText(['kept-on-device']);
    await expect(savedCard(next, first.id).locator('[data-pending-tag]')).toHaveCount(0);
    await next.reload();
    await expect(savedCard(next, first.id).locator('[data-user-tag]')).toHaveText(['kept-on-device']);
  });
});

test.describe('two tabs of one browser', () => {
  test('what one tab saves shows in the other without a reload: a note, even in an editor left open (its next edit builds on it without a conflict), and a removal', async ({ page, request }) => {
    await openWorkspaceWithSaved(page, await newUser(request), [first]);
    const cardA = savedCard(page, first.id);
    await appendAndSave(cardA, 'Shared start');
    const other = await page.context().newPage();
    await openWorkspace(other);
    const cardB = savedCard(other, first.id);

    await test.step('a note editor left open follows what the other tab saved, and its next edit builds on it', async () => {
      await appendAndSave(cardB, '+FROM-B');
      // Still open in this tab, with nothing unsaved: it shows the other tab's text.
      await expect(cardA.getByRole('textbox', { name: 'Your note' })).toHaveValue('Shared start+FROM-B');
      await appendAndSave(cardA, '!');
      await expect(cardA.locator('[data-note-conflict]')).toHaveCount(0);
      await expect.poll(() => storedNote(page, first.id)).toBe('Shared start+FROM-B!');
    });

    await test.step('a note written in the other tab shows up here', async () => {
      await page.keyboard.press('Escape');
      await appendAndSave(cardB, ' written in the other tab');
      await expect(cardB.locator('[data-note-conflict]')).toHaveCount(0);
      await expect(cardA.locator('[data-note-text]')).toHaveText('Shared start+FROM-B! written in the other tab');
    });

    await test.step('an idea removed in the other tab leaves this one', async () => {
      await cardB.locator('[data-remove-idea]').click();
      await expect(toast(other)).toContainText(WORKSPACE_TEXT.removed);
      await expect(cardA).toHaveCount(0);
      await expect(page.locator('[data-saved-count]')).toHaveText('0 saved ideas');
    });
  });
});
