// Nothing a user types or saves is lost: a note whose save fails or whose tab closes is kept on
// the device and sent again; a tag added in a stale tab still lands on a saved idea; a Save pressed while the
// workspace loads is kept. A save refused and sent again with the next edit, and Undo of a removal, are the
// store's (tests/stores/workspace-recovery.test.ts).
import { expect, type Locator, type Page, test } from './test.ts';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import { addTag, first, newUser, openWorkspace, openWorkspaceWithSaved, savedCard, saveFromIdeaPage, secondContext, signIn, toast } from './workspace-helpers.ts';

const NOTES = '**/rest/v1/user_idea_notes*';

/** Opens the note editor of `card` and types `text` (key by key, as a person does). */
async function typeNote(card: Locator, text: string): Promise<void> {
  const area = card.getByRole('textbox', { name: 'Your note' });
  if (!(await area.isVisible())) await card.getByRole('button', { name: /Add a quick note|Edit/ }).click();
  await area.press('End');
  await area.pressSequentially(text);
}

/** The note as the server has it: read on a second device. */
async function serverNote(page: Page, email: string, ideaId: string): Promise<Locator> {
  const other = await secondContext(page.context().browser()!, email);
  await openWorkspace(other);
  return savedCard(other, ideaId).locator('[data-note-text]');
}

test.describe('notes are never lost', () => {
  test('a failed save keeps the text, says so in plain words, and saves it when the connection is back', async ({ page, request }) => {
    const email = await newUser(request);
    await openWorkspaceWithSaved(page, email, [first]);
    const card = savedCard(page, first.id);

    await page.context().setOffline(true);
    await typeNote(card, 'Ask the authors about licensing');
    await expect(card.locator('[data-note-error]')).toHaveText(WORKSPACE_TEXT.noteOffline);
    await expect(card.getByRole('alert')).not.toContainText('Failed to fetch');
    // Escape closes the editor on the text that was typed, not on the old note.
    await card.getByRole('textbox', { name: 'Your note' }).press('Escape');
    await expect(card.locator('[data-note-text]')).toHaveText('Ask the authors about licensing');

    await page.context().setOffline(false);
    await expect(card.locator('[data-note-error]')).toHaveCount(0);
    await expect(await serverNote(page, email, first.id)).toHaveText('Ask the authors about licensing');
  });

  test('reloading right after typing keeps the note and saves it', async ({ page, request }) => {
    await openWorkspaceWithSaved(page, await newUser(request), [first]);
    // Saves started while typing are held: none reaches the server before the reload, however slow the machine.
    let holding = true;
    await page.route(NOTES, (route) => (holding ? undefined : route.continue()));
    await typeNote(savedCard(page, first.id), 'Typed just before the reload');
    holding = false;
    await page.reload();
    const card = savedCard(page, first.id);
    await expect(card.locator('[data-note-text]')).toHaveText('Typed just before the reload');
    await page.reload();
    await expect(savedCard(page, first.id).locator('[data-note-text]')).toHaveText('Typed just before the reload');
    // And it reached the server: the local draft is gone once it did.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('rv-note-draft:')).length)).toBe(0);
  });

  test('closing the tab right after typing: the next visit restores the note and saves it', async ({ page, request }) => {
    const email = await newUser(request);
    await openWorkspaceWithSaved(page, email, [first]);
    await page.route(NOTES, () => undefined);
    await typeNote(savedCard(page, first.id), 'Written, then the tab closed');
    const context = page.context();
    await page.close({ runBeforeUnload: true });

    const next = await context.newPage();
    await openWorkspace(next);
    await expect(savedCard(next, first.id).locator('[data-note-text]')).toHaveText('Written, then the tab closed');
    await expect(await serverNote(next, email, first.id)).toHaveText('Written, then the tab closed');
  });
});

test.describe('two devices', () => {
  test('a tag added on a device that still shows the idea saved, after another device removed it, lands on a saved idea', async ({ page, request }) => {
    const email = await newUser(request);
    await signIn(page, email);
    await saveFromIdeaPage(page, first.path);
    await expect(page.locator('[data-tags-editor]')).toBeVisible();

    // Another device: a second tab of this browser would tell this one at once (workspace-conflicts.spec.ts).
    const other = await secondContext(page.context().browser()!, email);
    await openWorkspace(other);
    await savedCard(other, first.id).locator('[data-remove-idea]').click();
    await expect(toast(other)).toContainText(WORKSPACE_TEXT.removed);
    await expect(savedCard(other, first.id)).toHaveCount(0);

    await addTag(page.locator('[data-workspace-panels]'), 'still-wanted');
    await openWorkspace(other);
    await expect(savedCard(other, first.id).locator('[data-user-tag]')).toHaveText(['still-wanted']);
  });
});

test('a Save pressed while the workspace is still loading is kept, and saves once it has loaded', async ({ page, request }) => {
  await signIn(page, await newUser(request));
  let release = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.endsWith('/rest/v1/idea_bookmarks'), async (route) => {
    if (route.request().method() === 'GET') await loaded;
    await route.continue();
  });
  await page.goto(first.path);
  const button = page.locator('[data-idea-save] [data-bookmark-button]');
  await expect(button).toHaveText(WORKSPACE_TEXT.add);
  await button.click();
  release();
  await expect(button).toHaveText(WORKSPACE_TEXT.remove);
  await expect(toast(page)).toContainText('Idea Added To Your Workspace');
  await openWorkspace(page);
  await expect(savedCard(page, first.id)).toBeVisible();
});
