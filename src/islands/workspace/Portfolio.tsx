/**
 * Ships to the browser: /portfolio, the saved ideas at a glance: search (debounced) over title, pitch,
 * summary and tags, four sort orders, and a grid or list view that is remembered on this device.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { WORKSPACE_LIMITS, WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { formatDate } from '../../ideas/format.ts';
import { openSignInDialog } from '../../stores/auth/dialog.ts';
import { $auth } from '../../stores/auth/session.ts';
import { $portfolioView } from '../../stores/portfolio-view.ts';
import { $savedIdeas, loadSavedIdeas } from '../../stores/saved-ideas.ts';
import { $workspace } from '../../stores/workspace/bundle.ts';
import { displayName } from '../../auth/rules.ts';
import { PORTFOLIO_SORTS, type PortfolioSort, portfolioIdeas } from '../../workspace/filters.ts';
import { rememberWorkspaceNavigation } from '../../workspace/navigation.ts';
import { notePreview, noteOf, tagsOf } from '../../workspace/records.ts';
import type { SavedIdea, SavedIdeaFiles } from '../../workspace/saved-ideas.ts';
import ScoreChips from '../../components/ScoreChips.tsx';
import { CategoryChips } from '../IdeaCard.tsx';
import EmptyState, { BrowseIdeas } from './EmptyState.tsx';
import { SortSelect } from '../../ui/SortSelect.tsx';

export default function Portfolio({ files }: { files: SavedIdeaFiles }) {
  const auth = useStore($auth);
  const workspace = useStore($workspace);
  const saved = useStore($savedIdeas);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<PortfolioSort>('newest_saved');
  const view = useStore($portfolioView);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const bookmarks = workspace.bundle.bookmarks;
  useEffect(() => {
    if (workspace.status === 'ready') void loadSavedIdeas(files, bookmarks);
  }, [files, bookmarks, workspace.status]);

  const ideas = useMemo(() => bookmarks.map((id) => saved.ideas[id]).filter((idea): idea is SavedIdea => idea !== undefined), [bookmarks, saved.ideas]);
  const shown = useMemo(() => portfolioIdeas(ideas, workspace.bundle, search, sort), [ideas, workspace.bundle, search, sort]);

  if (!auth.initialized || (auth.user && (workspace.userId !== auth.user.id || workspace.status === 'loading' || (bookmarks.length > 0 && saved.status === 'loading')))) {
    return (
      <p role="status" className="container-page py-16 text-center text-slate-700">
        Loading your workspace...
      </p>
    );
  }
  if (!auth.user) {
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{WORKSPACE_TEXT.portfolioSignedOut}</h1>
        <button type="button" className="btn-primary mt-6" aria-haspopup="dialog" onClick={() => openSignInDialog({ title: 'Sign in to your workspace' })}>
          {WORKSPACE_TEXT.portfolioSignIn}
        </button>
      </div>
    );
  }

  return (
    <div className="container-page py-8" data-portfolio>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{displayName(auth.user)} Workspace</h1>
      <p className="mt-1 text-sm text-slate-700" data-portfolio-count>
        {bookmarks.length} saved {bookmarks.length === 1 ? 'idea' : 'ideas'}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div className="min-w-60 flex-1">
          <label htmlFor="portfolio-search" className="sr-only">
            Search your saved ideas
          </label>
          <input
            id="portfolio-search"
            type="search"
            value={searchText}
            placeholder="Search title, pitch, summary and tags"
            onChange={(event) => {
              const value = event.target.value;
              setSearchText(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setSearch(value), WORKSPACE_LIMITS.searchDebounceMs);
            }}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-500"
          />
        </div>
        <SortSelect id="portfolio-sort" value={sort} options={PORTFOLIO_SORTS} onChange={setSort} />
        <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {(['grid', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => $portfolioView.set(option)}
              className={`min-h-9 rounded-md px-3 text-sm font-medium capitalize ${view === option ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
      {bookmarks.length === 0 ? (
        <div className="mt-8">
          <EmptyState title={WORKSPACE_TEXT.portfolioEmpty} marker="data-portfolio-empty">
            <BrowseIdeas label={WORKSPACE_TEXT.browseIdeas} />
          </EmptyState>
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-8">
          <EmptyState title={WORKSPACE_TEXT.portfolioNoMatch} marker="data-portfolio-empty" />
        </div>
      ) : (
        <ul className={`mt-8 grid gap-4 ${view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : ''}`} data-portfolio-view={view}>
          {shown.map((idea) => {
            const note = noteOf(workspace.bundle, idea.id);
            const tags = tagsOf(workspace.bundle, idea.id);
            return (
              <li key={idea.id} className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${view === 'list' ? 'sm:flex sm:items-start sm:gap-6' : ''}`} data-portfolio-idea={idea.id}>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <time dateTime={idea.dateAdded}>{formatDate(idea.dateAdded)}</time>
                    <ScoreChips scores={idea} size="sm" compositeOnly />
                  </div>
                  <h2 className="mt-2 text-lg leading-snug font-bold text-ink">
                    <a href={idea.path} onClick={() => rememberWorkspaceNavigation(idea.path)} className="hover:text-brand-700 hover:underline">
                      {idea.heading}
                    </a>
                  </h2>
                  {note ? <p className="mt-2 text-sm text-slate-700">{notePreview(note)}</p> : null}
                </div>
                <div className="mt-3 flex flex-col gap-2 sm:mt-0">
                  <CategoryChips idea={idea} className="gap-2" />
                  {tags.length > 0 ? (
                    <ul className="flex flex-wrap gap-2" aria-label="Your tags">
                      {tags.map((tag) => (
                        <li key={tag.id} className="chip" data-user-tag>
                          {tag.tag_value}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
