/** Ships to the browser: the sort dropdown (a native select) over the page's own sort options. */
export interface SortOption<S extends string> {
  value: S;
  label: string;
}

export function SortSelect<S extends string>({ id, value, options, onChange }: { id: string; value: S; options: readonly SortOption<S>[]; onChange: (value: S) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        Sort by
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as S)} className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
