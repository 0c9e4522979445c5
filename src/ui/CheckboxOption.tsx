/** Ships to the browser: one labelled checkbox row of an option list (filter dropdown and filter sheet). */
import type { SelectOption } from './multiSelectOptions.ts';

interface Props {
  option: SelectOption;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** 'touch' rows are 44 px tall for the mobile sheet; 'compact' rows fit the desktop dropdown. */
  size?: 'compact' | 'touch';
}

export default function CheckboxOption({ option, checked, onChange, size = 'compact' }: Props) {
  const touch = size === 'touch';
  return (
    <label className={`flex cursor-pointer items-center rounded-md px-2 text-slate-800 hover:bg-slate-50 ${touch ? 'min-h-11 gap-3' : 'min-h-9 gap-2 py-1.5 text-sm'}`}>
      <input type="checkbox" className={`shrink-0 accent-brand-600 ${touch ? 'size-5' : 'size-4'}`} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {option.emoji ? <span aria-hidden="true">{option.emoji}</span> : null}
      <span>{option.label}</span>
    </label>
  );
}
