import { describe, expect, test } from 'vitest';
import { canonicalFilters, canonicalName, canonicalPage } from '../../src/discover/discover-query.ts';

const known = { technologies: ['Agentic AI', 'Computer Vision', 'Others'], industries: ['Healthcare', 'Others'] };
const canon = (search: string) => canonicalFilters(search, known).search;

describe('discover addresses in their canonical form', () => {
  test('a category name matches without regard to case or outer spaces; an unknown one stays as written', () => {
    expect(canonicalName('agentic ai', known.technologies)).toBe('Agentic AI');
    expect(canonicalName(' AGENTIC AI ', known.technologies)).toBe('Agentic AI');
    expect(canonicalName('Quantum', known.technologies)).toBe('Quantum');
  });

  test('the slug of a category’s own page names it too: ?primaryCategory=agentic-ai', () => {
    expect(canonicalName('agentic-ai', known.technologies)).toBe('Agentic AI');
    expect(canon('?primaryCategory=agentic-ai,computer-vision')).toBe('?primaryCategory=Agentic+AI%2CComputer+Vision');
  });

  test('a sort no list has leaves the address; a known one stays', () => {
    expect(canon('?q=robot&sort=bogus')).toBe('?q=robot');
    expect(canon('?sort=bogus')).toBe('');
    expect(canon('?like=12&sort=alike')).toBe('?like=12&sort=alike');
  });

  test('the address names each category as the site spells it, each once, other parameters kept', () => {
    expect(canon('?primaryCategory=agentic%20ai')).toBe('?primaryCategory=Agentic+AI');
    expect(canon('?q=robot&primaryCategory=agentic+ai,COMPUTER+VISION,Agentic+AI&secondaryCategory=healthcare&utm_source=x')).toBe(
      '?q=robot&primaryCategory=Agentic+AI%2CComputer+Vision&secondaryCategory=Healthcare&utm_source=x',
    );
  });

  test('each kind matches its own list: a technology named as an industry is no industry', () => {
    expect(canonicalFilters('?secondaryCategory=agentic+ai', known)).toEqual({ search: '', notices: [{ kind: 'industry', name: 'agentic ai' }] });
  });

  test('a category no idea has leaves the address and is said; the known ones stay', () => {
    expect(canonicalFilters('?q=robot&primaryCategory=Quantum,agentic-ai&secondaryCategory=Mining', known)).toEqual({
      search: '?q=robot&primaryCategory=Agentic+AI',
      notices: [
        { kind: 'technology', name: 'Quantum' },
        { kind: 'industry', name: 'Mining' },
      ],
    });
  });

  test('a like that is no idea number leaves the address with its sort, and is said; a blank one silently', () => {
    expect(canonicalFilters('?like=abc&sort=alike&q=robot', known)).toEqual({ search: '?q=robot', notices: [{ kind: 'like', value: 'abc' }] });
    expect(canonicalFilters('?like=&sort=oldest', known)).toEqual({ search: '?sort=oldest', notices: [] });
    expect(canonicalFilters('?like=12', known)).toEqual({ search: '?like=12', notices: [] });
  });

  test('an address already canonical comes back unchanged, character for character', () => {
    for (const search of ['', '?primaryCategory=Agentic%20AI', '?primaryCategory=Agentic+AI,Others&sort=oldest', '?q=agentic+ai']) expect(canon(search)).toBe(search);
  });

  test('the page and size shown replace those asked for, only where the address has them', () => {
    expect(canonicalPage('?page=4&per=10', { page: 1, per: 10 })).toBe('?page=1&per=10');
    expect(canonicalPage('?per=500', { page: 1, per: 50 })).toBe('?per=50');
    expect(canonicalPage('?page=abc', { page: 1, per: 20 })).toBe('?page=1');
    expect(canonicalPage('?primaryCategory=Agentic+AI&page=2&per=10', { page: 2, per: 10 })).toBe('?primaryCategory=Agentic+AI&page=2&per=10');
    expect(canonicalPage('', { page: 1, per: 20 })).toBe('');
  });
});
