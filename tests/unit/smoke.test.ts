import { expect, test } from 'vitest';
import { slugify } from '../../src/ideas/slug.ts';
test('slugify', () => expect(slugify('A & B')).toBe('a-and-b'));
