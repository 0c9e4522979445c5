import { describe, expect, test } from 'vitest';
import { filterOptions, toggleValue, triggerText } from '../../src/ui/multiSelectOptions.ts';

describe('filterOptions', () => {
  const options = [
    { value: 'a', label: 'Agentic AI', emoji: '🤖' },
    { value: 'b', label: 'AI Infrastructure' },
    { value: 'blank', label: '' },
    { value: 'spaces', label: '   ' },
    { value: 'c', label: 'Developer Tools' },
  ];
  test('an empty or blank query keeps every option with a label, in order', () => {
    expect(filterOptions(options, '').map((o) => o.value)).toEqual(['a', 'b', 'c']);
    expect(filterOptions(options, '   ').map((o) => o.value)).toEqual(['a', 'b', 'c']);
  });
  test('case-insensitive substring anywhere in the label', () => {
    expect(filterOptions(options, 'ai').map((o) => o.value)).toEqual(['a', 'b']);
    expect(filterOptions(options, 'TOOL').map((o) => o.value)).toEqual(['c']);
    expect(filterOptions(options, ' infra ').map((o) => o.value)).toEqual(['b']);
  });
  test('nothing matches: empty list (the component then says "No matches")', () => {
    expect(filterOptions(options, 'quantum')).toEqual([]);
  });
  test('blank labels never show, even for a query of spaces', () => {
    expect(filterOptions([{ value: 'x', label: ' ' }], ' ')).toEqual([]);
  });
});

describe('toggleValue and triggerText', () => {
  test('switching on appends once; switching off removes', () => {
    expect(toggleValue([], 'a', true)).toEqual(['a']);
    expect(toggleValue(['b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggleValue(['a', 'b'], 'a', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleValue(['b'], 'a', false)).toEqual(['b']);
  });
  test('does not mutate the selection it was given', () => {
    const selected = ['a'];
    toggleValue(selected, 'b', true);
    toggleValue(selected, 'a', false);
    expect(selected).toEqual(['a']);
  });
  test('the trigger shows what is chosen: the label, one value, or the first and +N', () => {
    expect(triggerText('Technologies', [])).toBe('Technologies');
    expect(triggerText('Technologies', ['Agentic AI'])).toBe('Agentic AI');
    expect(triggerText('Technologies', ['Agentic AI', 'Robotics', 'Vision'])).toBe('Agentic AI +2');
  });
});
