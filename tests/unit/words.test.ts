// The site's English (src/language/words.ts): a stem is Porter2's, the first time and every time after.
import { stem as porter2 } from 'porter2';
import { expect, test } from 'vitest';
import { stem } from '../../src/language/words.ts';

test("a word's stem is Porter2's, however often it is asked for; words with digits stay as they are", () => {
  const words = ['hospitals', 'hospital', 'learning', 'federated', 'generalization', 'tutoring', 'running', 'agencies'];
  for (let round = 0; round < 3; round++) for (const word of words) expect(stem(word), word).toBe(porter2(word));
  expect(stem('hospitals')).toBe('hospit');
  expect(stem('gpt4s')).toBe('gpt4s');
  expect(stem('2401.00001')).toBe('2401.00001');
});
