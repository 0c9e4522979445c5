/** Ships to the browser: the option rules behind MultiSelect, kept pure so they can be unit-tested. */

export interface SelectOption {
  value: string;
  label: string;
  emoji?: string;
}

/**
 * Options whose label contains `query` (case-insensitive); blank labels never show
 * (docs/spec/public-site.md#discover-discover).
 */
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

/** Trigger text: the label, else what is picked ("Agentic AI", "Agentic AI +2"); the label stays in its accessible name. */
export function triggerText(label: string, selected: readonly string[]): string {
  if (selected.length === 0) return label;
  return selected.length === 1 ? selected[0]! : `${selected[0]} +${selected.length - 1}`;
}
