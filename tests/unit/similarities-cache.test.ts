/**
 * The reference's like lists kept between builds (src/ideas/similarities-cache.build.ts), over the sample
 * sheet's ideas in a temporary folder: the same reference reads back what was worked out, a change to an idea
 * works them out again and replaces the kept file, and a kept file that is damaged or a folder that cannot be
 * written costs only the time.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { similarIdeas } from '../../src/ideas/related.build.ts';
import { cachedLikeLists, similaritiesKey } from '../../src/ideas/similarities-cache.build.ts';
import { stableFacts } from '../../src/ideas/reference-catalogue.build.ts';
import { sampleIdeas } from './mcp-fixture.ts';

const ideas = sampleIdeas();
const expected = similarIdeas(ideas).like;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'similarities-'));
  folders.push(dir);
  return dir;
};
const kept = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('similarities-'));

afterEach(() => {
  for (const dir of folders.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("the reference's similarities kept between builds", () => {
  it('reads back what the last build with the same reference worked out', async () => {
    const dir = folder();
    expect(await cachedLikeLists(ideas, dir)).toEqual(expected);
    expect(kept(dir)).toEqual([`similarities-${similaritiesKey(ideas)}.json`]);
    // What is read back is the file: a mark put in it shows in the answer.
    const file = join(dir, kept(dir)[0]!);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { like: [number, number[]][] };
    stored.like[0]![1] = [123456];
    writeFileSync(file, JSON.stringify(stored));
    expect((await cachedLikeLists(ideas, dir)).get(stored.like[0]![0])).toEqual([123456]);
  });

  it('works them out again when an idea changes, keeping only the new reference', async () => {
    const dir = folder();
    await cachedLikeLists(ideas, dir);
    const changed = ideas.map((idea, i) => (i === 0 ? { ...idea, tags: [...(idea.tags ?? []), 'quantum sensing'] } : idea));
    expect(similaritiesKey(changed)).not.toBe(similaritiesKey(ideas));
    expect(await cachedLikeLists(changed, dir)).toEqual(similarIdeas(changed).like);
    expect(kept(dir)).toEqual([`similarities-${similaritiesKey(changed)}.json`]);
  });

  it("keys them by the project's code: a change under src/ or in the lockfile changes the key", async () => {
    const root = folder();
    mkdirSync(join(root, 'src', 'ideas'), { recursive: true });
    writeFileSync(join(root, 'src', 'ideas', 'related.build.ts'), 'export const count = 5;');
    writeFileSync(join(root, 'package-lock.json'), '{}');
    const first = similaritiesKey(ideas, root);
    expect(similaritiesKey(ideas, root)).toBe(first);
    writeFileSync(join(root, 'src', 'ideas', 'related.build.ts'), 'export const count = 6;');
    const edited = similaritiesKey(ideas, root);
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion": 3}');
    expect(similaritiesKey(ideas, root)).not.toBe(edited);
  });

  it('works them out when the kept file is damaged, and when the folder cannot be written', async () => {
    const dir = folder();
    writeFileSync(join(dir, `similarities-${similaritiesKey(ideas)}.json`), '{"like": [[1, [');
    expect(await cachedLikeLists(ideas, dir)).toEqual(expected);
    const locked = folder();
    chmodSync(locked, 0o555);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Root may write anywhere: the warning is expected only where the folder really is read-only.
    const writable = (() => {
      try {
        writeFileSync(join(locked, 'probe'), '');
        rmSync(join(locked, 'probe'));
        return true;
      } catch {
        return false;
      }
    })();
    expect(await cachedLikeLists(ideas, join(locked, 'below'))).toEqual(expected);
    if (!writable) expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not keep'));
    warn.mockRestore();
  });

  it('gives stableFacts the same facts with a folder as without', async () => {
    const dir = folder();
    const today = '2026-11-21';
    const plain = await stableFacts(ideas, today);
    expect(await stableFacts(ideas, today, { cacheDir: dir })).toEqual(plain);
    expect(await stableFacts(ideas, today, { cacheDir: dir })).toEqual(plain);
    expect(kept(dir)).toHaveLength(1);
  });
});
