// A Save pressed before the saved state arrives means what its label said (issue 45, point 11): the idea page's
// Save is a client:session island whose server render is a guest's "Add Idea to Workspace". A press on it before
// its code has come is held and given back once it has; by then the workspace (loaded by the panels island) may
// show the idea saved, and the click given back must not read as "Remove". Recorded frame by frame.
import { expect, test } from './test.ts';
import { API, openWithSession } from './auth-helpers.ts';
import { holdChunk } from './hold-chunk.ts';
import { completeIdea } from './ideas.ts';
import { slowDevice } from './slow-device.ts';
import { newUser, saveThroughApi } from './workspace-helpers.ts';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';

// A slowed phone's subject, at one width, a phone's. Slowed, the race is met every time; unslowed (a variant
// this file had), it was the same race, met less often.
test.use({ viewport: { width: 390, height: 844 } });

test('a Save pressed on a saved idea before its code has come never removes it, on a 4x slower CPU', async ({ page, request }) => {
  const email = await newUser(request);
  const session = await saveThroughApi(request, email, [completeIdea]);
  await slowDevice(page);
  // Every painted frame of the Save button once its island is live: what it says.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __saveStates: string[] }).__saveStates = []);
    const everyFrame = () => {
      const island = document.querySelector('[data-idea-save] astro-island');
      const button = document.querySelector('[data-idea-save] [data-bookmark-button]');
      if (island && !island.hasAttribute('ssr') && button) {
        const state = button.getAttribute('aria-pressed') ?? '';
        if (seen.at(-1) !== state) seen.push(state);
      }
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  const letThrough = await holdChunk(page, '**/_astro/BookmarkButton.*.js');
  await openWithSession(page, session, completeIdea.path);
  // The workspace has loaded (its panels show for a saved idea) while the Save button still has no code.
  await expect(page.locator(`[data-workspace-panels="${completeIdea.id}"]`)).toBeVisible();
  await page.locator('[data-idea-save]').getByRole('button', { name: WORKSPACE_TEXT.add }).click();
  await letThrough();
  const save = page.locator('[data-idea-save] [data-bookmark-button]');
  await expect(save).toHaveText(WORKSPACE_TEXT.remove);
  await expect(page.locator('[data-idea-save] astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByText(WORKSPACE_TEXT.removed)).toHaveCount(0);
  // The stored bookmark is still there, and the button never showed it unsaved once live.
  const rows = await request.get(`${API}/rest/v1/idea_bookmarks?select=idea_id&idea_id=eq.${completeIdea.id}`, {
    headers: { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${session.access_token}` },
  });
  expect(await rows.json()).toEqual([{ idea_id: completeIdea.id }]);
  const states = await page.evaluate(() => (window as unknown as { __saveStates: string[] }).__saveStates);
  expect(states).toContain('true');
  expect(states.slice(states.indexOf('true'))).toEqual(['true']);
});
