/**
 * Ships to the browser, on demand (the first press of Alert me): the dialog that saves discover's current
 * filters and search as a saved search, with a name (prefilled from the filters) and optional minimum
 * scores. A refused save keeps the dialog open with the server's message.
 */
import { type SubmitEvent, useId, useState } from 'react';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_SCORES, SAVED_SEARCH_TEXT } from '../../config/constants/saved-searches.ts';
import { createSavedSearch } from '../../stores/saved-searches.ts';
import { defaultSearchName, NO_THRESHOLDS, type SavedSearchFilters, type ScoreColumn, searchSummary, type Thresholds, validateSearchName } from '../../workspace/saved-searches.ts';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { inputClass, labelClass } from '../engagement/fields.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Discover's filters when the dialog opened. */
  filters: Omit<SavedSearchFilters, ScoreColumn>;
  /** Why these filters cannot be saved (too many categories), else null. */
  refusal: string | null;
}

export default function SavedSearchDialog({ open, onClose, filters, refusal }: Props) {
  const id = useId();
  const [thresholds, setThresholds] = useState<Thresholds>(NO_THRESHOLDS);
  // The name follows the minimums until the user types their own.
  const [typedName, setTypedName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(refusal);
  const [saving, setSaving] = useState(false);
  const search: SavedSearchFilters = { ...filters, ...thresholds };
  const name = typedName ?? defaultSearchName(search);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refusal) return;
    const checked = validateSearchName(name);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    setError(null);
    const result = await createSavedSearch({ ...search, name: checked.value });
    setSaving(false);
    if (result.error) setError(result.error);
    else onClose();
  }

  return (
    <ModalDialog open={open} onClose={onClose} title={SAVED_SEARCH_TEXT.dialogTitle} closeLabel={SAVED_SEARCH_TEXT.close}>
      <p className="mt-2 text-sm text-slate-700">{SAVED_SEARCH_TEXT.dialogIntro}</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" data-saved-search-form noValidate>
        <div>
          <h3 className="text-sm font-semibold text-slate-800">{SAVED_SEARCH_TEXT.filtersHeading}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700" data-saved-search-filters>
            {searchSummary({ ...filters, ...NO_THRESHOLDS }).map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            {SAVED_SEARCH_TEXT.nameLabel}
          </label>
          <input
            id={`${id}-name`}
            data-autofocus
            value={name}
            maxLength={SAVED_SEARCH_LIMITS.nameMaxLength}
            onChange={(event) => {
              setTypedName(event.target.value);
              setError(refusal);
            }}
            aria-invalid={error !== null && !refusal}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <fieldset>
          <legend className={labelClass}>{SAVED_SEARCH_TEXT.minimumsLegend}</legend>
          <div className="mt-1 grid grid-cols-2 gap-3">
            {SAVED_SEARCH_SCORES.map(({ column, label }) => (
              <div key={column}>
                <label htmlFor={`${id}-${column}`} className="block text-sm text-slate-700">
                  {label}
                </label>
                <select
                  id={`${id}-${column}`}
                  value={thresholds[column] ?? ''}
                  onChange={(event) => setThresholds({ ...thresholds, [column]: event.target.value === '' ? null : Number(event.target.value) })}
                  className={`mt-1 ${inputClass}`}
                  data-minimum={column}
                >
                  <option value="">{SAVED_SEARCH_TEXT.anyScore}</option>
                  {SAVED_SEARCH_LIMITS.thresholdChoices.map((value) => (
                    <option key={value} value={value}>
                      ≥ {value}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id={`${id}-error`} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-saved-search-error>
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {SAVED_SEARCH_TEXT.cancel}
          </button>
          <button type="submit" className="btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={saving || refusal !== null} aria-busy={saving}>
            {saving ? SAVED_SEARCH_TEXT.saving : SAVED_SEARCH_TEXT.save}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
