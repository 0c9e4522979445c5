/**
 * Ships to the browser: the workspace's Saved Searches section. Each search shows its name, filters,
 * minimum scores and whether it is paused, with Rename (inline: Enter saves, Escape cancels), Pause or
 * Resume, and Delete (with Undo in the toast).
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useId, useRef, useState } from 'react';
import { DAILY_ALERT_TEXT, SAVED_SEARCH_LIMITS, SAVED_SEARCH_TEXT } from '../../config/constants/saved-searches.ts';
import { $dailyAlert, alertIsOn } from '../../stores/daily-alert.ts';
import { $savedSearches, deleteSavedSearch, renameSavedSearch, setSavedSearchPaused } from '../../stores/saved-searches.ts';
import { DailyAlertNotice } from './DailyAlertNotice.tsx';
import { discoverHref, type SavedSearch, searchSummary, validateSearchName } from '../../workspace/saved-searches.ts';
import { inputClass } from '../engagement/fields.ts';
import EmptyState, { BrowseIdeas } from './EmptyState.tsx';

export default function SavedSearches() {
  const state = useStore($savedSearches);
  const { alert } = useStore($dailyAlert);
  // Until the alert's status is known, a search says what it says when the alert is on.
  const emailed = alert === null || alertIsOn(alert);
  const list = useRef<HTMLUListElement>(null);

  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading your saved searches...
      </p>
    );
  }
  return (
    <section aria-labelledby="saved-searches-title" data-saved-searches>
      <h2 id="saved-searches-title" className="text-xl font-bold text-ink">
        {SAVED_SEARCH_TEXT.sectionTitle}
      </h2>
      {/* With nothing saved, nothing goes unsent: the intro says what a search is for. */}
      {emailed || state.searches.length === 0 ? <p className="mt-1 text-sm text-slate-700">{SAVED_SEARCH_TEXT.sectionIntro}</p> : <DailyAlertNotice off={DAILY_ALERT_TEXT.off} />}
      {state.status === 'error' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {SAVED_SEARCH_TEXT.loadFailed}
        </p>
      ) : state.searches.length === 0 ? (
        <EmptyState title={SAVED_SEARCH_TEXT.empty} marker="data-saved-searches-empty">
          <p className="mt-2 text-sm text-slate-700">{SAVED_SEARCH_TEXT.emptyHint}</p>
          <BrowseIdeas label={SAVED_SEARCH_TEXT.browse} />
        </EmptyState>
      ) : (
        <ul ref={list} className="mt-4 grid gap-3" tabIndex={-1} aria-label={SAVED_SEARCH_TEXT.sectionTitle}>
          {state.searches.map((search) => (
            <li key={search.id}>
              <SavedSearchItem search={search} emailed={emailed} onDeleted={() => list.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchItem({ search, emailed, onDeleted }: { search: SavedSearch; emailed: boolean; onDeleted: () => void }) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const titleId = `${id}-title`;

  function closeRename() {
    setRenaming(false);
    // Back to the button that opened the field, so keyboard users keep their place.
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  return (
    <article aria-labelledby={titleId} className={`rounded-2xl border p-4 ${search.paused ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`} data-saved-search={search.id} data-paused={search.paused ? '' : undefined}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {renaming ? (
          <>
            <h3 id={titleId} className="sr-only">
              {search.name}
            </h3>
            <RenameForm search={search} onDone={closeRename} />
          </>
        ) : (
          <h3 id={titleId} className="min-w-0 break-words text-base font-bold text-ink" data-saved-search-name>
            {search.name}
          </h3>
        )}
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${search.paused || !emailed ? 'bg-slate-200 text-slate-800' : 'bg-green-100 text-green-900'}`} data-saved-search-state>
          {search.paused ? SAVED_SEARCH_TEXT.paused : emailed ? SAVED_SEARCH_TEXT.active : DAILY_ALERT_TEXT.notEmailed}
        </span>
      </div>
      <ul className="mt-2 flex flex-col gap-0.5 text-sm text-slate-700" data-saved-search-summary>
        {searchSummary(search).map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`Actions for ${search.name}`}>
        {renaming ? null : (
          <button ref={renameButton} type="button" className="btn-secondary min-h-10" onClick={() => setRenaming(true)}>
            {SAVED_SEARCH_TEXT.rename}
          </button>
        )}
        <button type="button" className="btn-secondary min-h-10" aria-pressed={search.paused} onClick={() => void setSavedSearchPaused(search.id, !search.paused)}>
          {search.paused ? SAVED_SEARCH_TEXT.resume : SAVED_SEARCH_TEXT.pause}
        </button>
        <button
          type="button"
          className="btn-secondary min-h-10 text-red-800"
          onClick={() => {
            onDeleted();
            void deleteSavedSearch(search.id);
          }}
        >
          {SAVED_SEARCH_TEXT.delete}
        </button>
        <a href={discoverHref(search)} className="link inline-flex min-h-10 items-center px-2 text-sm font-semibold">
          {SAVED_SEARCH_TEXT.openOnDiscover}
        </a>
      </div>
    </article>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateSearchName(name);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (checked.value !== search.name) void renameSavedSearch(search.id, checked.value);
    onDone();
  }

  return (
    <form onSubmit={onSubmit} className="flex min-w-0 flex-1 flex-wrap items-start gap-2" data-rename-form>
      <input
        // Focus moves here on Rename: the field is what the press asked for.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see the line above
        autoFocus
        aria-label={`${SAVED_SEARCH_TEXT.nameLabel} of the saved search`}
        value={name}
        maxLength={SAVED_SEARCH_LIMITS.nameMaxLength}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} min-w-0 flex-1 basis-48`}
      />
      <button type="submit" className="btn-primary min-h-11">
        {SAVED_SEARCH_TEXT.saveName}
      </button>
      <button type="button" className="btn-secondary min-h-11" onClick={onDone}>
        {SAVED_SEARCH_TEXT.cancel}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}
