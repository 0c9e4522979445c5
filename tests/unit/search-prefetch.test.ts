import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/config/constants/catalogue.ts';
import { searchPrefetchDelay } from '../../src/discover/search-prefetch.ts';

describe('searchPrefetchDelay', () => {
  it('waits for a pause after a keystroke, typed or deleted, anywhere in the text', () => {
    expect(searchPrefetchDelay('', 's')).toBe(LIMITS.searchPrefetchMs);
    expect(searchPrefetchDelay('supply chai', 'supply chain')).toBe(LIMITS.searchPrefetchMs);
    expect(searchPrefetchDelay('supply chain', 'supply chai')).toBe(LIMITS.searchPrefetchMs);
    expect(searchPrefetchDelay('suply chain', 'supply chain')).toBe(LIMITS.searchPrefetchMs);
  });

  it('fetches at once text that arrived whole: pasted, a suggested word, a selection deleted', () => {
    expect(searchPrefetchDelay('', 'supply chain')).toBe(0);
    expect(searchPrefetchDelay('supply ch', 'supply chain ')).toBe(0);
    expect(searchPrefetchDelay('supply chain', 'supply ')).toBe(0);
  });
});
