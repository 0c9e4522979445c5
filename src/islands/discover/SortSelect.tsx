/** Ships to the browser: the sort dropdown (a native select). */
import { SORT_OPTIONS, type SortBy } from '../../search/filters.ts';

export function SortSelect({ id, value, onChange }: { id: string; value: SortBy; onChange: (value: SortBy) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        Sort by
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortBy)} className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink">
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
