/** Shared steps of the For you browser tests: an account with saved (and tagged) ideas, and the model's own picks. */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { reasonLine } from '../../src/ideas/reasons.ts';
import type { Idea } from '../../src/ideas/schema.ts';
import { recommend, type Recommendation, type RecommendInput } from '../../src/recommendations/model.ts';
import { vectorsFile } from '../../src/recommendations/vectors.build.ts';
import { decodeVectors, type VectorsFile } from '../../src/recommendations/vectors-file.ts';
import { API } from './auth-helpers.ts';
import { ideas } from './ideas.ts';
import { newUser, openWorkspace, saveThroughApi } from './workspace-helpers.ts';

/** The catalogue the build ranks on: the same sheet, through the file as the browser gets it. */
const catalogue = decodeVectors(JSON.parse(JSON.stringify(vectorsFile(ideas))) as VectorsFile);

/** What For you should show, from the same model on the same ideas. */
export function expectedPicks(input: RecommendInput): Recommendation[] {
  return recommend(catalogue, input);
}

export function ideaOf(number: number): Idea {
  return ideas.find((idea) => idea.number === number)!;
}

/** The reason line as a reader sees it. */
export function reasonOf(pick: Recommendation): string {
  return `Because you saved ${ideaOf(pick.because).heading}${pick.shared.length > 0 ? ` · ${reasonLine(pick.shared)}` : ''}`;
}

/**
 * A confirmed user who saved `saved` (in that order, so the last is the most recently saved) and tagged
 * some of them, through the REST API as the browser's client would.
 */
export async function userWithSavedIdeas(request: APIRequestContext, saved: readonly Idea[], tags: readonly { idea: Idea; value: string }[] = []): Promise<string> {
  const email = await newUser(request, 'Fay Foryou');
  const { access_token: token, user } = await saveThroughApi(request, email, saved);
  const headers = { apikey: LOCAL_SUPABASE.anonKey, Authorization: `Bearer ${token}` };
  for (const { idea, value } of tags) {
    expect((await request.post(`${API}/rest/v1/user_idea_tags`, { headers, data: { user_id: user.id, idea_id: idea.id, tag_type: 'theme', tag_value: value } })).ok()).toBe(true);
  }
  return email;
}

export function forYouCard(page: Page, number: number): Locator {
  return page.locator(`[data-for-you-card="idea-${number}"]`);
}

export function forYouCards(page: Page): Locator {
  return page.locator('[data-for-you-card]');
}

/** From the workspace, by its section link, as a person would. */
export async function openForYou(page: Page): Promise<void> {
  await openWorkspace(page);
  await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'For you' }).click();
  await expect(page).toHaveURL(/\/workspace\/for-you$/);
  await expect(page.getByRole('heading', { name: 'For you', level: 2, exact: true })).toBeVisible();
}
