/** Ships to the browser: the option rules behind MultiSelect, kept pure so they can be unit-tested. */

export interface SelectOption {
  value: string;
  label: string;
  emoji?: string;
}

/** Options whose label contains `query` (case-insensitive); blank labels never show (spec). */
export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return options.filter((option) => {
    const label = option.label.trim();
    return label !== '' && label.toLowerCase().includes(needle);
  });
}

/** `selected` with `value` switched on or off; keeps the order things were picked in, never duplicates. */
export function toggleValue(selected: readonly string[], value: string, on: boolean): string[] {
  if (on) return selected.includes(value) ? [...selected] : [...selected, value];
  return selected.filter((item) => item !== value);
}

/** Trigger text: the label, plus the count once something is picked ("Technologies (2)"). */
export function triggerText(label: string, count: number): string {
  return count > 0 ? `${label} (${count})` : label;
}
