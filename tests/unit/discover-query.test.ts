import { describe, expect, test } from 'vitest';
import { canonicalFilters, canonicalName, canonicalPage } from '../../src/search/discover-query.ts';

const known = { technologies: ['Agentic AI', 'Computer Vision', 'Others'], industries: ['Healthcare', 'Others'] };

describe('discover addresses in their canonical form', () => {
  test('a category name matches without regard to case or outer spaces; an unknown one stays as written', () => {
    expect(canonicalName('agentic ai', known.technologies)).toBe('Agentic AI');
    expect(canonicalName(' AGENTIC AI ', known.technologies)).toBe('Agentic AI');
    expect(canonicalName('Quantum', known.technologies)).toBe('Quantum');
  });

  test('the slug of a category’s own page names it too: ?primaryCategory=agentic-ai', () => {
    expect(canonicalName('agentic-ai', known.technologies)).toBe('Agentic AI');
    expect(canonicalFilters('?primaryCategory=agentic-ai,computer-vision', known)).toBe('?primaryCategory=Agentic+AI%2CComputer+Vision');
  });

  test('a sort no list has leaves the address; a known one stays', () => {
    expect(canonicalFilters('?q=robot&sort=bogus', known)).toBe('?q=robot');
    expect(canonicalFilters('?sort=bogus', known)).toBe('');
    expect(canonicalFilters('?like=12&sort=alike', known)).toBe('?like=12&sort=alike');
  });

  test('the address names each category as the site spells it, each once, other parameters kept', () => {
    expect(canonicalFilters('?primaryCategory=agentic%20ai', known)).toBe('?primaryCategory=Agentic+AI');
    expect(canonicalFilters('?q=robot&primaryCategory=agentic+ai,COMPUTER+VISION,Agentic+AI&secondaryCategory=healthcare&utm_source=x', known)).toBe(
      '?q=robot&primaryCategory=Agentic+AI%2CComputer+Vision&secondaryCategory=Healthcare&utm_source=x',
    );
  });

  test('each kind matches its own list', () => {
    expect(canonicalFilters('?secondaryCategory=agentic+ai', known)).toBe('?secondaryCategory=agentic+ai');
  });

  test('an address already canonical comes back unchanged, character for character', () => {
    for (const search of ['', '?primaryCategory=Agentic%20AI', '?primaryCategory=Agentic+AI,Others&sort=oldest', '?q=agentic+ai']) expect(canonicalFilters(search, known)).toBe(search);
  });

  test('the page and size shown replace those asked for, only where the address has them', () => {
    expect(canonicalPage('?page=4&per=10', { page: 1, per: 10 })).toBe('?page=1&per=10');
    expect(canonicalPage('?per=500', { page: 1, per: 50 })).toBe('?per=50');
    expect(canonicalPage('?page=abc', { page: 1, per: 20 })).toBe('?page=1');
    expect(canonicalPage('?primaryCategory=Agentic+AI&page=2&per=10', { page: 2, per: 10 })).toBe('?primaryCategory=Agentic+AI&page=2&per=10');
    expect(canonicalPage('', { page: 1, per: 20 })).toBe('');
  });
});
