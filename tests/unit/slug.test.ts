import { describe, expect, test } from 'vitest';
import { ideaId, ideaNumber, ideaNumberFromTail, ideaPath, slugify } from '../../src/ideas/slug.ts';

describe('slugify', () => {
  test('lower-cases, turns & into and, and joins runs of other characters with one dash', () => {
    expect(slugify('AI Agents & Tools: Ship Faster!')).toBe('ai-agents-and-tools-ship-faster');
    expect(slugify('  --Hello__World--  ')).toBe('hello-world');
    expect(slugify('Café für Ärzte')).toBe('caf-f-r-rzte');
  });
  test('cuts at 80 characters and drops a dash left at the end', () => {
    const slug = slugify(`${'a'.repeat(79)} bcd`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(80);
    expect(slugify('word '.repeat(40)).endsWith('-')).toBe(false);
  });
  test('markup becomes plain slug text', () => {
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });
});

describe('ideaPath', () => {
  test('slug plus number; empty slug falls back to "idea"', () => {
    expect(ideaPath('my-idea', 12)).toBe('/idea/my-idea-12');
    expect(ideaPath('', 3)).toBe('/idea/idea-3');
  });
});

describe('ideaNumberFromTail', () => {
  test.each([
    ['some-slug-42', 42],
    ['42', 42],
    ['idea-42', 42],
    ['idea-42/', 42],
    ['a-2024-model-7', 7],
  ])('%s -> %s', (tail, number) => {
    expect(ideaNumberFromTail(tail)).toBe(number);
  });
  test.each(['some-slug', 'idea-', '', 'slug-0', '%E0%A4%A', 'slug-12a'])('%s names no idea', (tail) => {
    expect(ideaNumberFromTail(tail)).toBeNull();
  });
});

test('an idea id and its number turn into each other, and nothing else reads as an id', () => {
  for (const number of [1, 12, 100_000]) expect(ideaNumber(ideaId(number))).toBe(number);
  for (const id of ['idea-', 'idea-1a', 'Idea-1', ' idea-1', 'idea-1/']) expect(ideaNumber(id)).toBeNull();
});
