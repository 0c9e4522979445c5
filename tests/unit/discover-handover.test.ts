import { expect, test } from 'vitest';
import { searchTextAfterRead, sortChosenBeforeHydration, typedBeforeHydration } from '../../src/islands/discover/handover.ts';

test('text typed before the island took over wins over the address search, only as it takes over', () => {
  expect(searchTextAfterRead('robot arms', 'agents', true)).toBe('robot arms');
  expect(searchTextAfterRead('robot arms', '', true)).toBe('robot arms');
  // Back and Forward: the entry's own search.
  expect(searchTextAfterRead('robot arms', 'agents', false)).toBe('agents');
  // Nothing (or only spaces) typed: the address's search.
  expect(searchTextAfterRead('', 'agents', true)).toBe('agents');
  expect(searchTextAfterRead('  ', 'agents', true)).toBe('agents');
});

test('on the server nothing has been typed or chosen', () => {
  expect(typedBeforeHydration()).toBe('');
  expect(sortChosenBeforeHydration()).toBeNull();
});
