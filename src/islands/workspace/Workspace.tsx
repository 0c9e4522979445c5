/**
 * Ships to the browser: /workspace (Saved Ideas), /workspace/reading-list (Source Papers),
 * /workspace/saved-searches (Saved Searches) and /workspace/for-you (For you). Guests get
 * the landing page; signed-in users their saved ideas, with the discover filters and search kept in the
 * address (q, tech, industry, sort) so a reload or a shared link shows the same view.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { atom } from 'nanostores';
import { SAVED_SEARCH_TEXT, SAVED_SEARCHES_PATH } from '../../config/constants/saved-searches.ts';
import { WORKSPACE_LIMITS, WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { $auth } from '../../stores/auth/session.ts';
import { $savedIdeas, loadSavedIdeas } from '../../stores/saved-ideas.ts';
import { $workspace } from '../../stores/workspace/bundle.ts';
import type { SelectOption } from '../../ui/MultiSelect.tsx';
import { bibtexFile, hasCitation } from '../../open-data/bibtex.ts';
import { exportFileName, exportRows, toCsv, toMarkdown } from '../../workspace/export.ts';
import {
  EMPTY_WORKSPACE_FILTERS,
  filterSavedIdeas,
  resetWorkspaceFilters,
  userTagValues,
  WORKSPACE_DEFAULT_SORT,
  WORKSPACE_SORT_OPTIONS,
  type WorkspaceFilters,
  workspaceFiltersFromParams,
  workspaceFiltersToParams,
  type WorkspaceSort,
} from '../../workspace/filters.ts';
import type { SavedIdea, SavedIdeaFiles } from '../../workspace/saved-ideas.ts';
import { DesktopFilters, MobileFilters } from '../discover/FilterControls.tsx';
import SavedIdeaCard from './SavedIdeaCard.tsx';
import SavedSearches from './SavedSearches.tsx';
import SourcePapers from './SourcePapers.tsx';
import WorkspaceLanding from './WorkspaceLanding.tsx';
import EmptyState, { BrowseIdeas } from './EmptyState.tsx';
import CompareTray from '../compare/CompareTray.tsx';
import { FOR_YOU_PATH, FOR_YOU_TEXT } from '../../config/constants/for-you.ts';
import type { ForYouSources } from '../../stores/for-you.ts';
import { deviceStorage } from '../../ui/storage.ts';
import { replaceAddressQuery } from '../../ui/address.ts';

// For you and its model load with a signed-in workspace only: guests, most visitors here, get none of it.
const ForYou = lazy(() => import('./ForYou.tsx'));

export type WorkspaceSection = 'ideas' | 'papers' | 'searches' | 'forYou';

const SECTIONS: { value: WorkspaceSection; label: string; path: string }[] = [
  { value: 'ideas', label: 'Saved Ideas', path: '/workspace' },
  { value: 'papers', label: 'Source Papers', path: '/workspace/reading-list' },
  { value: 'searches', label: SAVED_SEARCH_TEXT.sectionTitle, path: SAVED_SEARCHES_PATH },
  { value: 'forYou', label: FOR_YOU_TEXT.sectionTitle, path: FOR_YOU_PATH },
];

function sectionOf(pathname: string): WorkspaceSection {
  const path = pathname.replace(/\/+$/, '');
  return SECTIONS.find((item) => item.value !== 'ideas' && path.endsWith(item.path))?.value ?? 'ideas';
}

interface Props {
  section: WorkspaceSection;
  files: SavedIdeaFiles;
  technologies: SelectOption[];
  industries: SelectOption[];
  forYou: ForYouSources;
}

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function Workspace({ section: initialSection, files, technologies, industries, forYou }: Props) {
  const auth = useStore($auth);
  const workspace = useStore($workspace);
  const saved = useStore($savedIdeas);
  const [section, setSection] = useState(initialSection);
  const [filters, setFilters] = useState<WorkspaceFilters>(EMPTY_WORKSPACE_FILTERS);
  const [$searchText] = useState(() => atom(''));
  const [mounted, setMounted] = useState(false);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setMounted(true);
    const fromAddress = () => {
      const next = workspaceFiltersFromParams(new URLSearchParams(window.location.search));
      setFilters(next);
      $searchText.set(next.search);
      setSection(sectionOf(window.location.pathname));
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, [$searchText]);

  const bookmarks = workspace.bundle.bookmarks;
  useEffect(() => {
    if (workspace.status === 'ready') void loadSavedIdeas(files, bookmarks);
  }, [files, bookmarks, workspace.status]);

  // For you's vectors: fetched and decoded once a signed-in workspace is idle, so the section pays only its ranking.
  const signedIn = workspace.status === 'ready' && auth.user !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    let stopped = false;
    let cancel = () => {};
    void import('../../stores/for-you.ts').then(({ prefetchForYouCatalogue }) => {
      if (!stopped) cancel = prefetchForYouCatalogue(forYou.vectors);
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [signedIn, forYou.vectors]);

  function apply(next: WorkspaceFilters) {
    setFilters(next);
    replaceAddressQuery(workspaceFiltersToParams(next, new URLSearchParams(window.location.search)));
  }

  function onSearchText(value: string) {
    $searchText.set(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => apply({ ...filters, search: value }), WORKSPACE_LIMITS.searchDebounceMs);
  }

  function switchSection(next: WorkspaceSection) {
    if (next === section) return;
    const path = SECTIONS.find((item) => item.value === next)!.path;
    window.history.pushState(null, '', `${path}${window.location.search}`);
    setSection(next);
  }

  const savedIdeas = useMemo(() => bookmarks.map((id) => saved.ideas[id]).filter((idea): idea is SavedIdea => idea !== undefined), [bookmarks, saved.ideas]);
  const shown = useMemo(() => filterSavedIdeas(savedIdeas, workspace.bundle, filters), [savedIdeas, workspace.bundle, filters]);
  const unavailable = saved.status === 'ready' ? bookmarks.filter((id) => !(id in saved.ideas)) : [];

  // The server renders the guest landing (most visitors): the first client render must be the same.
  if (!mounted) return <FirstPaint />;
  if (!auth.initialized) return hasStoredSession() ? <Loading /> : <WorkspaceLanding />;
  if (auth.user && workspace.userId !== auth.user.id) return <Loading />;
  if (!auth.user) return <WorkspaceLanding />;
  if (workspace.status === 'loading' || (workspace.status === 'ready' && bookmarks.length > 0 && saved.status !== 'ready' && saved.status !== 'error')) return <Loading />;

  function exportAs(kind: 'csv' | 'md' | 'bib') {
    const day = new Date().toISOString().slice(0, 10);
    const filtered = shown.length < savedIdeas.length;
    const name = exportFileName(day, kind, filtered);
    if (kind === 'bib') return download(name, 'application/x-bibtex;charset=utf-8', bibtexFile(shown, new URL(window.location.origin)));
    const rows = exportRows(shown, workspace.bundle, window.location.origin);
    if (kind === 'csv') download(name, 'text/csv;charset=utf-8', toCsv(rows));
    else download(name, 'text/markdown;charset=utf-8', toMarkdown(rows, day, savedIdeas.length));
  }

  const controls = {
    filters,
    search: { text: $searchText, onText: onSearchText },
    technologies,
    industries,
    onCategories: (kind: 'primaryCategory' | 'secondaryCategory', names: string[]) => apply({ ...filters, [kind]: names }),
    sortOptions: WORKSPACE_SORT_OPTIONS,
    defaultSort: WORKSPACE_DEFAULT_SORT,
    onSort: (sortBy: WorkspaceSort) => apply({ ...filters, sortBy }),
    onApply: apply,
    onReset: () => apply(resetWorkspaceFilters(filters)),
  };
  const tagChoices = userTagValues(workspace.bundle.tags.filter((tag) => bookmarks.includes(tag.idea_id)));

  return (
    <div className="container-page py-8" data-workspace data-workspace-section={section}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">Your Workspace</h1>
          <p className="mt-1 text-sm text-slate-700">
            <span data-saved-count>
              {bookmarks.length} saved {bookmarks.length === 1 ? 'idea' : 'ideas'}
            </span>
            <span aria-hidden="true"> · </span>
            <a href="/portfolio" className="link font-semibold" data-portfolio-link>
              {WORKSPACE_TEXT.viewPortfolio}
            </a>
          </p>
        </div>
        {bookmarks.length > 0 ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Export the ideas shown">
            <button type="button" className="btn-secondary min-h-10" onClick={() => exportAs('csv')} data-export="csv">
              Export CSV
            </button>
            <button type="button" className="btn-secondary min-h-10" onClick={() => exportAs('md')} data-export="md">
              Export Markdown
            </button>
            {/* The papers of the ideas shown, for Zotero and LaTeX; nothing to cite when none has a paper title. */}
            <button type="button" className="btn-secondary min-h-10 disabled:cursor-not-allowed disabled:opacity-60" onClick={() => exportAs('bib')} disabled={!shown.some(hasCitation)} data-export="bib">
              Export BibTeX
            </button>
          </div>
        ) : null}
      </div>
      {/* The saved ideas' filters: a saved search has its own, shown with it, and For you its scope. */}
      {section === 'searches' || section === 'forYou' ? null : (
        <div className="mt-6">
          <DesktopFilters {...controls} />
          <MobileFilters {...controls} />
          {tagChoices.length > 0 ? <TagFilter choices={tagChoices} selected={filters.tags} onChange={(tags) => apply({ ...filters, tags })} /> : null}
        </div>
      )}
      {workspace.status === 'error' || saved.status === 'error' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Your workspace could not be loaded completely. Check your connection and reload the page.
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[13rem_1fr]">
        <nav aria-label="Workspace sections" className="lg:sticky lg:top-20 lg:self-start">
          <ul className="flex flex-wrap gap-1 border-b border-slate-200 lg:flex-col lg:flex-nowrap lg:border-b-0">
            {SECTIONS.map((item) => (
              <li key={item.value}>
                <a
                  href={item.path}
                  aria-current={section === item.value ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    switchSection(item.value);
                  }}
                  className={`-mb-px flex min-h-11 items-center border-b-2 px-3 whitespace-nowrap text-sm font-semibold lg:mb-0 lg:rounded-lg lg:border-b-0 ${
                    section === item.value ? 'border-brand-600 text-brand-700 lg:bg-brand-50' : 'border-transparent text-slate-700 hover:text-ink lg:hover:bg-slate-100'
                  }`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {section === 'searches' ? (
            <SavedSearches />
          ) : section === 'forYou' ? (
            <Suspense fallback={<ForYouLoading />}>
              <ForYou sources={forYou} />
            </Suspense>
          ) : section === 'papers' ? (
            <SourcePapers ideas={shown} bundle={workspace.bundle} hasSaved={bookmarks.length > 0} />
          ) : (
            <section aria-labelledby="saved-title">
              <h2 id="saved-title" className="sr-only">
                Saved Ideas
              </h2>
              {bookmarks.length === 0 ? (
                <EmptyState title={WORKSPACE_TEXT.emptyIdeas} marker="data-workspace-empty">
                  <BrowseIdeas label={WORKSPACE_TEXT.browseIdeas} />
                </EmptyState>
              ) : shown.length === 0 && unavailable.length === 0 ? (
                <EmptyState title="No saved ideas match your filters.">
                  <button type="button" className="btn-secondary mt-4" onClick={() => apply({ ...resetWorkspaceFilters(filters), search: '' })}>
                    Clear filters
                  </button>
                </EmptyState>
              ) : (
                <ul className="grid gap-4 xl:grid-cols-2">
                  {shown.map((idea) => (
                    <li key={idea.id}>
                      <SavedIdeaCard idea={idea} busy={workspace.busy.includes(idea.id)} />
                    </li>
                  ))}
                  {unavailable.map((id) => (
                    <li key={id} className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-700">
                      This saved idea ({id}) is no longer published.
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      </div>
      <CompareTray />
    </div>
  );
}

function Loading() {
  return (
    <div className="container-page py-16 text-center" role="status" data-workspace-loading>
      <span className="mx-auto block size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      <p className="mt-4 text-slate-700">Loading your workspace...</p>
    </div>
  );
}

function ForYouLoading() {
  return (
    <p role="status" className="text-sm text-slate-700">
      {FOR_YOU_TEXT.loading}
    </p>
  );
}

/** Whether this browser holds a Supabase session (read before the auth store is ready, so a returning user sees
 * 'Loading' rather than the guest landing for a moment). */
function hasStoredSession(): boolean {
  return deviceStorage.keys().some((key) => /^sb-.+-auth-token$/.test(key));
}

/**
 * The static HTML: the guest landing, and a loading state in its place when an inline script in the page's
 * head found a stored session (html[data-session-hint], see BaseLayout.astro). React renders the same.
 */
function FirstPaint() {
  return (
    <>
      <div className="workspace-guest-first">
        <WorkspaceLanding />
      </div>
      <div className="workspace-member-first">
        <Loading />
      </div>
    </>
  );
}

function TagFilter({ choices, selected, onChange }: { choices: string[]; selected: string[]; onChange: (tags: string[]) => void }) {
  const isOn = (value: string) => selected.some((tag) => tag.toLowerCase() === value.toLowerCase());
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-labelledby="tag-filter-label" data-tag-filter>
      <span id="tag-filter-label" className="text-sm font-medium text-slate-700">
        {WORKSPACE_TEXT.tagFilterLabel}
      </span>
      {choices.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={isOn(value)}
          onClick={() => onChange(isOn(value) ? selected.filter((tag) => tag.toLowerCase() !== value.toLowerCase()) : [...selected, value])}
          className={`min-h-9 rounded-full px-3 text-sm font-medium ring-1 ${isOn(value) ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'}`}
        >
          {value}
        </button>
      ))}
    </div>
  );
}
