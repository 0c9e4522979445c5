/** Shared steps of the workspace browser tests: accounts, sign-in, saving, the workspace's cards and editors. */
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { API, createConfirmedUser, openWithSession, passwordSession, signInStored, uniqueEmail, type Session } from './auth-helpers.ts';
import { completeIdea, ideas, sparseIdea } from './ideas.ts';

export const PASSWORD = 'workspace-pass-1';

export async function newUser(request: Parameters<typeof createConfirmedUser>[0], name = 'Wendy Space'): Promise<string> {
  const email = uniqueEmail('ws');
  await createConfirmedUser(request, email, PASSWORD, name);
  return email;
}

/** Signs in through the dialog the page opened (or the header's), with a password. */
export async function passwordSignIn(dialog: Locator, email: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in with password' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Starts as a returning visitor signed in as `email`, on /about (auth-helpers.ts: signInStored). */
export async function signIn(page: Page, email: string): Promise<void> {
  await signInStored(page, email, PASSWORD);
}

export function toast(page: Page): Locator {
  return page.locator('#toasts [data-toast]');
}

/**
 * The idea page's Save in the side column: for a guest the server's button until the island is wanted (a
 * press on it before then is made once the island is live), then the island's.
 */
export function bookmarkButton(page: Page): Locator {
  return page.locator('[data-idea-save]').getByRole('button');
}

export async function openIdea(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Signed in, the island loads by itself and its button takes the link's place: wait for that. A guest's
  // page keeps the link until it is used.
  const signedIn = await page.evaluate(() => document.documentElement.hasAttribute('data-session-hint'));
  await expect(signedIn ? page.locator('[data-idea-save] [data-bookmark-button]') : bookmarkButton(page)).toBeEnabled();
}

export async function saveFromIdeaPage(page: Page, path: string): Promise<void> {
  await openIdea(page, path);
  await expect(bookmarkButton(page)).toHaveText('Add Idea to Workspace');
  await bookmarkButton(page).click();
  await expect(bookmarkButton(page)).toHaveText('Remove From Workspace');
  await expect(toast(page)).toContainText('Idea Added To Your Workspace');
}

/**
 * Saves `picks` to `email`'s workspace through the API, one after another (so "recently saved" keeps their
 * order), and returns the session it used. For tests whose subject comes after saving: it spares each of them
 * the idea page and its toast. Saving from the idea page is saveFromIdeaPage's, where the button is the subject.
 */
export async function saveThroughApi(request: APIRequestContext, email: string, picks: readonly { id: string }[]): Promise<Session> {
  const session = await passwordSession(request, email, PASSWORD);
  const headers = { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${session.access_token}` };
  for (const idea of picks) {
    const response = await request.post(`${API}/rest/v1/idea_bookmarks`, { headers, data: { user_id: session.user.id, idea_id: idea.id } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return session;
}

/** Starts as a returning visitor signed in as `email` whose workspace already holds `picks` (saveThroughApi), on `path`. */
export async function signInWithSaved(page: Page, email: string, picks: readonly { id: string }[], path = '/about'): Promise<void> {
  await openWithSession(page, await saveThroughApi(page.request, email, picks), path);
}

/** signInWithSaved, opening the workspace (openWorkspace) with those ideas on it. */
export async function openWorkspaceWithSaved(page: Page, email: string, picks: readonly { id: string }[], query = ''): Promise<void> {
  await signInWithSaved(page, email, picks, `/workspace${query}`);
  await expectWorkspaceShown(page);
}

export function savedCard(page: Page, ideaId: string): Locator {
  return page.locator(`[data-saved-idea="${ideaId}"]`);
}

/** The signed-in workspace is on screen (not the sign-in prompt or the loading state). */
export async function expectWorkspaceShown(page: Page): Promise<void> {
  await expect(page.locator('[data-workspace]')).toBeVisible();
}

export async function openWorkspace(page: Page, query = ''): Promise<void> {
  await page.goto(`/workspace${query}`);
  await expectWorkspaceShown(page);
}

export const [first, second, third] = [completeIdea, sparseIdea, ideas.find((idea) => idea.id !== completeIdea.id && idea.id !== sparseIdea.id)!];

export async function addTag(scope: Locator, value: string): Promise<void> {
  await scope.getByRole('button', { name: '+ Add a tag' }).click();
  const input = scope.getByLabel('New tag');
  await input.fill(value);
  await input.press('Enter');
  await expect(scope.locator('[data-user-tag]', { hasText: value })).toBeVisible();
  // The input stays open for the next tag; Escape closes it.
  await expect(input).toHaveValue('');
  await input.press('Escape');
}

export async function writeNote(scope: Locator, page: Page, text: string): Promise<void> {
  // The save is held until 'Saving...' has been seen on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/user_idea_notes*', async (route) => {
    await held;
    await route.continue();
  });
  await scope.getByRole('button', { name: 'Add a quick note...' }).click();
  const started = Date.now();
  await scope.getByRole('textbox', { name: 'Your note' }).fill(text);
  await expect(scope.locator('[data-note-status]')).toHaveText('Saving...');
  // Autosave waits for 1 s without typing.
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  release();
  await expect(scope.locator('[data-note-status]')).toHaveText('Saved');
  await expect(scope.locator('[data-note-status]')).toHaveText('');
  await page.keyboard.press('Escape');
  await expect(scope.locator('[data-note-text]')).toHaveText(text);
  await page.unroute('**/rest/v1/user_idea_notes*');
}

export async function secondContext(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

