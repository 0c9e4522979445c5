import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Idea } from '../../src/ideas/schema.ts';
import { cachedPng, canonicalJson, contentKey, ogCacheDir } from '../../src/og/cache.build.ts';
import { defaultOgKey, ideaOgKey, ideaOgPng } from '../../src/og/images.build.ts';
import { ideaOgImagePath } from '../../src/og/path.ts';
import { renderPng } from '../../src/og/render.build.ts';
import { renderPngInWorker } from '../../src/og/render-thread.build.ts';
import { plainTree } from '../../src/og/element-tree.build.ts';
import {
  clampText,
  cleanText,
  defaultTemplate,
  fitPitch,
  formatComposite,
  formatSubScore,
  ideaTemplate,
  ideaView,
  MISSING_SCORE,
} from '../../src/og/template.build.tsx';

function idea(overrides: Partial<Idea> = {}): Idea {
  const pitch = overrides.pitch ?? 'Transformer-native translation API for regulated industries';
  return {
    id: 'idea-1',
    number: 1,
    slug: 'transformer-native-translation-api-for-regulated-industries',
    path: '/idea/transformer-native-translation-api-for-regulated-industries-1',
    heading: pitch,
    pitch,
    title: 'Attention Is All You Need',
    description: 'Translation for banks and hospitals.',
    novelty: 9,
    marketPotential: 8,
    feasibility: 7,
    totalScore: 8.2,
    primaryCategory: 'Foundation Models',
    secondaryCategory: 'Scientific Research',
    dateAdded: '2025-06-01',
    dateMissing: false,
    firstSeen: '2025-06-01',
    ...overrides,
  };
}

const LONG_PITCH =
  'An autonomous multi-agent clinical trial design copilot that simulates patient cohorts, predicts dropout risk and rewrites protocols before the first patient is enrolled across hundreds of sites worldwide';

describe('text helpers', () => {
  test('composite score has one decimal; sub-scores keep whole numbers whole', () => {
    expect(formatComposite(8.2)).toBe('8.2');
    expect(formatComposite(8)).toBe('8.0');
    expect(formatComposite(6.75)).toBe('6.8');
    expect(formatSubScore(9)).toBe('9');
    expect(formatSubScore(7.5)).toBe('7.5');
    expect(formatSubScore(0)).toBe('0');
  });

  test('missing scores render as a dash', () => {
    expect(MISSING_SCORE).toBe('–');
    expect(formatComposite(undefined)).toBe('–');
    expect(formatSubScore(undefined)).toBe('–');
    const view = ideaView(idea({ totalScore: undefined, novelty: undefined, marketPotential: 6, feasibility: undefined }));
    expect(view.composite).toBe('–');
    expect(view.subScores).toEqual([
      { label: 'Novelty', value: '–' },
      { label: 'Market', value: '6' },
      { label: 'Feasibility', value: '–' },
    ]);
  });

  test('clampText cuts at a word boundary and adds an ellipsis', () => {
    expect(clampText('short text', 20)).toBe('short text');
    const clamped = clampText('one two three four five six seven', 16);
    expect(clamped).toBe('one two three…');
    expect(Array.from(clamped).length).toBeLessThanOrEqual(16);
    expect(clampText('alpha, beta, gamma delta', 13)).toBe('alpha, beta…');
  });

  test('cleanText collapses whitespace and drops emoji', () => {
    expect(cleanText('  AI 🚀 for\n\tfarms 🧑‍🌾 ')).toBe('AI for farms');
  });

  test('a long pitch is clamped to three lines at the smallest size; short ones stay whole and large', () => {
    const long = fitPitch(LONG_PITCH);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.text.length).toBeLessThan(LONG_PITCH.length);
    expect(long.maxLines).toBe(3);
    expect(LONG_PITCH.startsWith(long.text.slice(0, -1))).toBe(true);

    const short = fitPitch('Contract audits with small models');
    expect(short.text).toBe('Contract audits with small models');
    expect(short.maxLines).toBe(2);
    expect(short.fontSize).toBeGreaterThan(long.fontSize);

    expect(ideaView(idea({ pitch: LONG_PITCH })).pitch).toEqual(long);
  });

  test('the view shows the heading, the category names and colours', () => {
    const view = ideaView(idea());
    expect(view.pitch.text).toBe('Transformer-native translation API for regulated industries');
    expect(view.pills).toEqual([
      { name: 'Foundation Models', color: '#7c3aed' },
      { name: 'Scientific Research', color: '#1d4ed8' },
    ]);
    expect(ideaView(idea({ primaryCategory: 'Other Technology', secondaryCategory: undefined })).pills).toEqual([{ name: 'Other Technology', color: '#64748b' }]);
  });

  test('image path', () => {
    expect(ideaOgImagePath(idea({ id: 'idea-12' }))).toBe('/og/idea-12.png');
  });
});

describe('rendering', () => {
  test('an idea image is a 1200x630 PNG well under 100 KB', async () => {
    const png = await renderPng(ideaTemplate(ideaView(idea({ pitch: LONG_PITCH, totalScore: undefined }))));
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100_000);
  }, 30_000);

  test('an image drawn in a worker thread has the same bytes as one drawn here, several at once', async () => {
    const views = [ideaView(idea()), ideaView(idea({ pitch: LONG_PITCH, heading: LONG_PITCH, secondaryCategory: undefined })), ideaView(idea({ pitch: 'Ελληνικά και Русский, Tiếng Việt' }))];
    const size = { width: 1200, height: 630 };
    const inWorkers = await Promise.all([...views.map((view) => renderPngInWorker(ideaTemplate(view), size)), renderPngInWorker(defaultTemplate(), size)]);
    const here = [...(await Promise.all(views.map((view) => renderPng(ideaTemplate(view))))), await renderPng(defaultTemplate())];
    expect(inWorkers.map((png, at) => png.equals(here[at]!))).toEqual([true, true, true, true]);
  }, 60_000);

  test("a worker's failure to draw an image fails that image with satori's message, and the next one is drawn", async () => {
    const size = { width: 1200, height: 630 };
    await expect(renderPngInWorker(<img alt="" />, size)).rejects.toThrow(/Open Graph image: .*Image source is not provided/s);
    expect((await renderPngInWorker(defaultTemplate(), size)).equals(await renderPng(defaultTemplate()))).toBe(true);
  }, 60_000);

  test('a plain element tree: components called, elements kept as type and props', () => {
    const Label = ({ text }: { text: string }) => <span style={{ color: 'red' }}>{text}</span>;
    expect(plainTree(<div style={{ display: 'flex' }}><Label text="a" />{false}{2}<>x</></div>)).toEqual({
      type: 'div',
      props: { style: { display: 'flex' }, children: [{ type: 'span', props: { style: { color: 'red' }, children: 'a' } }, null, 2, 'x'] },
    });
  });

  test('the default image is a 1200x630 PNG', async () => {
    const meta = await sharp(await renderPng(defaultTemplate())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  }, 30_000);
});

describe('cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'og-cache-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const fakePng = (text: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(text)]);

  test('second call is a hit without rendering; a new key renders again', async () => {
    const render = vi.fn(async () => fakePng('one'));
    const key = contentKey({ a: 1 });
    const first = await cachedPng(key, render, { dir });
    expect(first.hit).toBe(false);
    expect(render).toHaveBeenCalledTimes(1);

    const second = await cachedPng(key, render, { dir });
    expect(second.hit).toBe(true);
    expect(second.png.equals(first.png)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);

    const other = vi.fn(async () => fakePng('two'));
    const third = await cachedPng(contentKey({ a: 2 }), other, { dir });
    expect(third.hit).toBe(false);
    expect(other).toHaveBeenCalledTimes(1);
    expect(third.png.toString('latin1')).toContain('two');

    // Only finished entries are left behind: no temp files.
    expect((await readdir(dir)).sort()).toEqual([`${contentKey({ a: 1 })}.png`, `${contentKey({ a: 2 })}.png`].sort());
  });

  test('a corrupt entry is re-rendered and replaced', async () => {
    const key = contentKey('corrupt');
    await writeFile(path.join(dir, `${key}.png`), 'not a png');
    const result = await cachedPng(key, async () => fakePng('fresh'), { dir });
    expect(result.hit).toBe(false);
    expect((await readFile(path.join(dir, `${key}.png`))).toString('latin1')).toContain('fresh');
  });

  test('an unwritable cache directory still returns the rendered image', async () => {
    const blocker = path.join(dir, 'file');
    await writeFile(blocker, 'x');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await cachedPng(contentKey('x'), async () => fakePng('x'), { dir: path.join(blocker, 'sub') });
    expect(result.hit).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('ideaOgPng renders once, then serves from the cache', async () => {
    const first = await ideaOgPng(idea(), { dir });
    const second = await ideaOgPng(idea(), { dir });
    expect(second.equals(first)).toBe(true);
    expect(await readdir(dir)).toEqual([`${ideaOgKey(idea())}.png`]);
  }, 30_000);

  test('cache directory: OG_CACHE_DIR, else node_modules/.cache/research-ventures-og', () => {
    expect(ogCacheDir({}, '/site')).toBe(path.resolve('/site/node_modules/.cache/research-ventures-og'));
    expect(ogCacheDir({ OG_CACHE_DIR: '/tmp/og' }, '/site')).toBe(path.resolve('/tmp/og'));
    expect(ogCacheDir({ OG_CACHE_DIR: 'cache/og' }, '/site')).toBe(path.resolve('/site/cache/og'));
  });

  test('canonical JSON ignores key order', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: [3, { f: 1, e: 2 }] } })).toBe('{"a":{"c":[3,{"e":2,"f":1}],"d":2},"b":1}');
    expect(contentKey({ a: 1, b: 2 })).toBe(contentKey({ b: 2, a: 1 }));
  });
});

describe('cache key', () => {
  const base = ideaOgKey(idea());

  test('is a sha256 hex digest and stable', () => {
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(ideaOgKey(idea())).toBe(base);
  });

  test('changes when the pitch, a score or a category changes', () => {
    expect(ideaOgKey(idea({ pitch: 'Something else entirely' }))).not.toBe(base);
    expect(ideaOgKey(idea({ totalScore: 8.3 }))).not.toBe(base);
    expect(ideaOgKey(idea({ novelty: 8 }))).not.toBe(base);
    expect(ideaOgKey(idea({ marketPotential: undefined }))).not.toBe(base);
    expect(ideaOgKey(idea({ feasibility: 6 }))).not.toBe(base);
    expect(ideaOgKey(idea({ primaryCategory: 'Agentic AI' }))).not.toBe(base);
    expect(ideaOgKey(idea({ secondaryCategory: 'Energy' }))).not.toBe(base);
  });

  test('does not change for fields the image does not show', () => {
    expect(ideaOgKey(idea({ description: 'A different description' }))).toBe(base);
    expect(ideaOgKey(idea({ title: 'Another paper title' }))).toBe(base);
    expect(ideaOgKey(idea({ tags: ['llm'], dateAdded: '2026-01-01', paperUrl: 'https://arxiv.org/abs/1' }))).toBe(base);
    // Scores that format the same draw the same image.
    expect(ideaOgKey(idea({ totalScore: 8.2000001 }))).toBe(base);
  });

  test('idea and default images never share a key', () => {
    expect(defaultOgKey()).toMatch(/^[0-9a-f]{64}$/);
    expect(defaultOgKey()).not.toBe(base);
  });
});

describe('characters the fonts cannot draw', () => {
  test('latin, accents, Greek and Cyrillic stay; CJK, arrows and emoji go', () => {
    expect(cleanText('Płatności café naïve Ελληνικά Привет Tiếng Việt — “quoted” €5')).toBe(
      'Płatności café naïve Ελληνικά Привет Tiếng Việt — “quoted” €5',
    );
    expect(cleanText('AI 中文 → ✓ ★ agents')).toBe('AI agents');
  });

  test('a pitch with nothing drawable falls back to the generic heading', () => {
    expect(fitPitch('中文测试 🚀').text).toBe('Research Opportunity');
  });
});
