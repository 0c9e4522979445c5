/**
 * Ships to the browser: the discover filter controls. Desktop (over 768 px): a row of technology and
 * industry multi-selects, sort and search. Mobile (768 px or less): search, a filter button with the
 * number of applied filters, removable chips, and a bottom sheet that edits a draft until Apply.
 */
import { useState } from 'react';
import { LIMITS } from '../../config/constants/catalogue.ts';
import { appliedFilterCount, type DiscoverFilters } from '../../discover/filters.ts';
import BottomSheet from '../../ui/BottomSheet.tsx';
import CheckboxOption from '../../ui/CheckboxOption.tsx';
import MultiSelect, { type SelectOption } from '../../ui/MultiSelect.tsx';
import { toggleValue } from '../../ui/multiSelectOptions.ts';
import { SearchBox, type SearchText } from './SearchBox.tsx';
import { type SortOption, SortSelect } from '../../ui/SortSelect.tsx';

type CategoryKind = 'primaryCategory' | 'secondaryCategory';

/** What the controls edit: discover's filters, or the workspace's (which carry more and sort otherwise). */
type FilterState = Omit<DiscoverFilters, 'sortBy' | 'weights' | 'like'> & { sortBy: string };

interface Props<F extends FilterState> {
  filters: F;
  search: SearchText;
  technologies: SelectOption[];
  industries: SelectOption[];
  sortOptions: readonly SortOption<F['sortBy']>[];
  /** Reset in the sheet returns to this sort. */
  defaultSort: F['sortBy'];
  onCategories: (kind: CategoryKind, names: string[]) => void;
  onSort: (sort: F['sortBy']) => void;
  onApply: (filters: F) => void;
  onReset: () => void;
}

export function DesktopFilters<F extends FilterState>(props: Props<F>) {
  const { filters } = props;
  return (
    <div className="hidden flex-wrap items-center gap-3 min-[769px]:flex" data-desktop-filters>
      <MultiSelect id="filter-technologies" label="Technologies" options={props.technologies} selected={filters.primaryCategory} onChange={(names) => props.onCategories('primaryCategory', names)} />
      <MultiSelect id="filter-industries" label="Industries" options={props.industries} selected={filters.secondaryCategory} onChange={(names) => props.onCategories('secondaryCategory', names)} />
      <SortSelect id="sort-desktop" value={filters.sortBy} options={props.sortOptions} onChange={props.onSort} />
      <SearchBox id="search-desktop" {...props.search} />
    </div>
  );
}

function CheckboxGroup({ legend, options, selected, onChange }: { legend: string; options: SelectOption[]; selected: string[]; onChange: (next: string[]) => void }) {
  return (
    <fieldset className="py-3">
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-1">
        {options.map((option) => (
          <CheckboxOption
            key={option.value}
            size="touch"
            option={option}
            checked={selected.includes(option.value)}
            onChange={(checked) => onChange(toggleValue(selected, option.value, checked))}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function MobileFilters<F extends FilterState>(props: Props<F>) {
  const { filters } = props;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const count = appliedFilterCount(filters);
  const chips = [
    ...filters.primaryCategory.map((name) => ({ kind: 'primaryCategory' as const, name })),
    ...filters.secondaryCategory.map((name) => ({ kind: 'secondaryCategory' as const, name })),
  ];
  const hidden = chips.length - LIMITS.filterChipsShown;
  const openSheet = () => {
    setDraft(filters);
    setOpen(true);
  };

  return (
    <div className="flex flex-col gap-3 min-[769px]:hidden" data-mobile-filters>
      <div className="flex items-center gap-2">
        <SearchBox id="search-mobile" {...props.search} compact />
        {/* Named by what it shows ("Filters 1 applied"), so the name holds the visible text (WCAG 2.5.3). */}
        <button type="button" onClick={openSheet} className="btn-secondary relative shrink-0 max-[359px]:px-3">
          <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {/* Below 360 px only the icon and the count show: the search box needs the room (the name stays). */}
          <span className="max-[359px]:sr-only">Filters</span>
          {count > 0 && (
            <>
              {' '}
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{count}</span>
              <span className="sr-only"> applied</span>
            </>
          )}
        </button>
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap items-center gap-2" aria-label="Applied filters">
          {chips.slice(0, LIMITS.filterChipsShown).map((chip) => (
            <li key={`${chip.kind}:${chip.name}`}>
              <button
                type="button"
                onClick={() => props.onCategories(chip.kind, filters[chip.kind].filter((name) => name !== chip.name))}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
                aria-label={`Remove filter ${chip.name}`}
              >
                {chip.name}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <button type="button" onClick={openSheet} className="min-h-9 rounded-full px-3 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
                +{hidden} more
              </button>
            </li>
          )}
          <li>
            <button type="button" onClick={props.onReset} className="min-h-9 px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              Reset All
            </button>
          </li>
        </ul>
      )}
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        footer={
          <div className="flex gap-3">
            <button type="button" className="btn-secondary flex-1" onClick={() => setDraft({ ...draft, primaryCategory: [], secondaryCategory: [], sortBy: props.defaultSort })}>
              Reset
            </button>
            <button
              type="button"
              className="btn-primary flex-1"
              onClick={() => {
                props.onApply({ ...draft, search: filters.search });
                setOpen(false);
              }}
            >
              Apply Filters
            </button>
          </div>
        }
      >
        <CheckboxGroup legend="Industries" options={props.industries} selected={draft.secondaryCategory} onChange={(names) => setDraft({ ...draft, secondaryCategory: names })} />
        <CheckboxGroup legend="Technologies" options={props.technologies} selected={draft.primaryCategory} onChange={(names) => setDraft({ ...draft, primaryCategory: names })} />
        <fieldset className="py-3">
          <legend className="text-base font-semibold text-ink">Sort</legend>
          <div className="mt-2 grid gap-1">
            {props.sortOptions.map((option) => (
              <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-md px-2 text-slate-800 hover:bg-slate-50">
                <input type="radio" name="sort-mobile" className="h-5 w-5 accent-brand-600" checked={draft.sortBy === option.value} onChange={() => setDraft({ ...draft, sortBy: option.value })} />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      </BottomSheet>
    </div>
  );
}
