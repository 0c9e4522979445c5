// The workspace's saved ideas as the browser loads them (src/stores/saved-ideas.ts): each chunk's cards and,
// from their own file, the related ideas, over the files a build writes (fetch answers them from memory).
import { afterEach, expect, it, vi } from 'vitest';
import { $savedIdeas, loadSavedIdeas } from '../../src/stores/saved-ideas.ts';
import { buildSavedIdeaFiles } from '../../src/workspace/saved-ideas.build.ts';
import { sampleIdeas } from '../unit/mcp-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  $savedIdeas.set({ ideas: {}, status: 'idle' });
});

it("loads a saved idea's card with its related ideas, and fetches only the chunks it needs", async () => {
  const ideas = sampleIdeas().sort((a, b) => a.number - b.number);
  const [first, second, far] = [ideas[0]!, ideas[1]!, ideas.at(-1)!];
  const link = { number: second.number, samePaper: false, score: 0.4, shared: [{ kind: 'tag' as const, label: 'robots' }], path: second.path, heading: second.heading, primaryCategory: second.primaryCategory };
  const built = buildSavedIdeaFiles(ideas, 10, new Map([[first.number, [link]]]));
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const text = built.files.get(url.slice(built.base.length));
    return new Response(text ?? 'missing', { status: text === undefined ? 404 : 200 });
  });
  await loadSavedIdeas(built, [first.id, second.id]);
  const { ideas: loaded, status } = $savedIdeas.get();
  expect(status).toBe('ready');
  expect(loaded[first.id]).toMatchObject({ heading: first.heading, related: [{ path: second.path, heading: second.heading, samePaper: false, shared: link.shared }] });
  expect(loaded[second.id]!.related).toBeUndefined();
  expect(asked.sort()).toEqual([`${built.base}ideas-${Math.floor(first.number / 10)}.json`, `${built.base}related-${Math.floor(first.number / 10)}.json`].sort());
  expect(Object.keys(loaded)).not.toContain(far.id);
});

it('is an error, and keeps what it had, when a chunk or its related ideas cannot be fetched', async () => {
  const ideas = sampleIdeas();
  const built = buildSavedIdeaFiles(ideas, 10);
  vi.stubGlobal('fetch', async (url: string) => (url.includes('related-') ? new Response('down', { status: 503 }) : new Response(built.files.get(url.slice(built.base.length)) ?? '', { status: 200 })));
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  await loadSavedIdeas(built, [ideas[0]!.id]);
  expect($savedIdeas.get()).toEqual({ ideas: {}, status: 'error' });
  expect(error).toHaveBeenCalledWith('Could not load the saved ideas:', expect.stringContaining('503'));
  error.mockRestore();
});
