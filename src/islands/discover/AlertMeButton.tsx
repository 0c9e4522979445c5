/**
 * Ships to the browser: discover's 'Alert me' button. Signed in, it opens the saved-search dialog (fetched
 * on first press) with the current filters; a guest first gets the sign-in dialog, and a password sign-in
 * there goes straight on to the saved-search dialog with the filters the guest had chosen.
 */
import { lazy, Suspense, useState } from 'react';
import { SAVED_SEARCH_TEXT } from '../../config/constants/saved-searches.ts';
import { WORKSPACE_LIMITS } from '../../config/constants/workspace.ts';
import type { DiscoverFilters } from '../../discover/filters.ts';
import { openSignInDialog } from '../../stores/auth/dialog.ts';
import { $auth, authReady } from '../../stores/auth/session.ts';
import { waitForStore } from '../../stores/wait-for.ts';
import { filtersOfDiscover, filtersTooLong, type SavedSearchFilters, type ScoreColumn } from '../../workspace/saved-searches.ts';

const SavedSearchDialog = lazy(() => import('./SavedSearchDialog.tsx'));

type Opened = { filters: Omit<SavedSearchFilters, ScoreColumn>; opening: number };

export default function AlertMeButton({ filters }: { filters: DiscoverFilters }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [open, setOpen] = useState(false);

  function show(chosen: Omit<SavedSearchFilters, ScoreColumn>) {
    // A new key per opening: the form starts fresh with the filters of this press.
    setOpened((previous) => ({ filters: chosen, opening: (previous?.opening ?? 0) + 1 }));
    setOpen(true);
  }

  async function onPress() {
    const chosen = filtersOfDiscover(filters);
    await authReady();
    if ($auth.get().user) {
      show(chosen);
      return;
    }
    openSignInDialog({
      title: SAVED_SEARCH_TEXT.signInTitle,
      onSuccess: (method) => {
        if (method !== 'password') return;
        void waitForStore($auth, (state) => state.user !== null, WORKSPACE_LIMITS.sessionWaitMs).then((signedIn) => signedIn && show(chosen));
      },
    });
  }

  return (
    <>
      <button type="button" className="btn-secondary min-h-10 shrink-0" onClick={() => void onPress()} aria-label={SAVED_SEARCH_TEXT.alertMeLabel} data-alert-me>
        <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {SAVED_SEARCH_TEXT.alertMe}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SavedSearchDialog key={opened.opening} open={open} onClose={() => setOpen(false)} filters={opened.filters} refusal={filtersTooLong(opened.filters)} />
        </Suspense>
      ) : null}
    </>
  );
}
