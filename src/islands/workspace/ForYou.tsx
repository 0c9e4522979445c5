/**
 * Ships to the browser: the workspace's For you section. Ideas the person has not saved, ranked by the
 * recommendation model (src/recommendations/model.ts) from all their saved ideas or those under one of
 * their tags, each card saying why; Not interested on each, with Undo, and the list of hidden ideas with
 * Restore. The vectors were prefetched by the workspace; the cards come from discover's card files, only
 * for the cards shown.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FALLBACK_TEXT, REASON_TEXT } from '../../config/constants/catalogue.ts';
import { FOR_YOU_SCOPE_PARAM, FOR_YOU_TEXT, FOR_YOU_TIMING } from '../../config/constants/for-you.ts';
import { RECOMMENDATIONS } from '../../config/constants/recommendations.ts';
import { reasonLine } from '../../ideas/reasons.ts';
import { replaceAddressQuery } from '../../ui/address.ts';
import { ideaId } from '../../ideas/slug.ts';
import type { Recommendation } from '../../recommendations/model.ts';
import { indexOfIdea } from '../../recommendations/vectors-file.ts';
import type { CardData } from '../../discover/index-types.ts';
import { $dismissed, dismissIdea, restoreIdea } from '../../stores/dismissed.ts';
import { $forYouCards, $forYouCatalogue, $forYouPicks, $forYouScope, $forYouTagChoices, ALL_SAVED, type ForYouSources, loadForYouCards, loadForYouCatalogue } from '../../stores/for-you.ts';
import { $savedIdeas } from '../../stores/saved-ideas.ts';
import { $workspace } from '../../stores/workspace/bundle.ts';
import { ideaNumber, ideaNumbers } from '../../ideas/slug.ts';
import { inputClass, labelClass } from '../engagement/fields.ts';
import { IdeaCard } from '../IdeaCard.tsx';
import { MoreLikeThisLink } from '../MoreLikeThisLink.tsx';
import BookmarkButton from './BookmarkButton.tsx';
import EmptyState, { BrowseIdeas } from './EmptyState.tsx';

/** Cards shown at first and added by Show more: only their card files are fetched. */
const PAGE = 10;

export default function ForYou({ sources }: { sources: ForYouSources }) {
  const { bookmarks } = useStore($workspace).bundle;
  const loaded = useStore($forYouCatalogue);
  const tagChoices = useStore($forYouTagChoices);
  const { status, tag, seeds, picks } = useStore($forYouPicks);
  const [shown, setShown] = useState(PAGE);
  const scopeId = useId();

  // "Learn from" is kept in the address, like the workspace's other filters: read once the page is live (the
  // server render knows no address), written back on each choice without a new history entry.
  useEffect(() => {
    $forYouScope.set(new URLSearchParams(window.location.search).get(FOR_YOU_SCOPE_PARAM) ?? ALL_SAVED);
  }, []);
  const chooseScope = (value: string) => {
    $forYouScope.set(value);
    setShown(PAGE);
    const params = new URLSearchParams(window.location.search);
    if (value === ALL_SAVED) params.delete(FOR_YOU_SCOPE_PARAM);
    else params.set(FOR_YOU_SCOPE_PARAM, value);
    replaceAddressQuery(params);
  };

  useEffect(() => {
    // Normally prefetched by the workspace; a failed prefetch is tried again here.
    if (loaded.status === 'idle' || loaded.status === 'error') void loadForYouCatalogue(sources.vectors);
    // Only on arrival: a second failure shows the error rather than looping.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, []);

  const catalogue = loaded.catalogue;
  const visible = picks.slice(0, shown);
  const visibleKey = visible.map((pick) => pick.number).join(',');
  useEffect(() => {
    if (catalogue && visible.length > 0) void loadForYouCards(sources.cards, catalogue, visible.map((pick) => pick.number));
    // visibleKey stands for `visible`: a new array each render, the same numbers.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [catalogue, visibleKey, sources.cards]);

  return (
    <section aria-labelledby="for-you-title" data-for-you>
      <h2 id="for-you-title" className="text-xl font-bold text-ink">
        {FOR_YOU_TEXT.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{FOR_YOU_TEXT.sectionIntro}</p>
      {bookmarks.length < RECOMMENDATIONS.minSaved ? (
        <div className="mt-4">
          <EmptyState title={FOR_YOU_TEXT.tooFew(bookmarks.length, RECOMMENDATIONS.minSaved)} marker="data-for-you-empty">
            <p className="mt-2 text-sm text-slate-700">{FOR_YOU_TEXT.tooFewHint(RECOMMENDATIONS.minSaved)}</p>
            <BrowseIdeas label={FOR_YOU_TEXT.browse} />
          </EmptyState>
        </div>
      ) : (
        <>
          {tagChoices.length > 0 ? (
            <div className="mt-4 max-w-sm">
              <label htmlFor={scopeId} className={labelClass}>
                {FOR_YOU_TEXT.scopeLabel}
              </label>
              <select
                id={scopeId}
                value={tag}
                onChange={(event) => chooseScope(event.target.value)}
                className={`${inputClass} mt-1`}
                data-for-you-scope
              >
                <option value={ALL_SAVED}>{FOR_YOU_TEXT.scopeAll}</option>
                {tagChoices.map((choice) => (
                  <option key={choice} value={choice}>
                    {FOR_YOU_TEXT.scopeTag(choice)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <Recommendations
            status={status}
            tooFewInScope={tag !== ALL_SAVED && seeds < RECOMMENDATIONS.minSaved ? tag : null}
            picks={visible}
            more={picks.length > shown}
            onMore={() => setShown((count) => count + PAGE)}
          />
        </>
      )}
      <DismissedList sources={sources} />
    </section>
  );
}

interface RecommendationsProps {
  status: 'loading' | 'error' | 'ready';
  tooFewInScope: string | null;
  picks: readonly Recommendation[];
  more: boolean;
  onMore: () => void;
}

function Recommendations({ status, tooFewInScope, picks, more, onMore }: RecommendationsProps) {
  const list = useRef<HTMLUListElement>(null);
  const { cards, failed } = useStore($forYouCards);
  const saved = useStore($savedIdeas);
  const allShown = picks.length > 0 && picks.every((pick) => cards[pick.number]);
  useEffect(() => {
    if (!allShown || performance.getEntriesByName(FOR_YOU_TIMING.cardsArrived, 'mark').length === 0) return;
    performance.measure(FOR_YOU_TIMING.render, FOR_YOU_TIMING.cardsArrived);
    performance.clearMarks(FOR_YOU_TIMING.cardsArrived);
  }, [allShown, cards]);

  if (status === 'error') {
    return (
      <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" data-for-you-error>
        {FOR_YOU_TEXT.loadFailed}
      </p>
    );
  }
  if (status === 'loading') {
    return (
      <p role="status" className="mt-4 text-sm text-slate-700" data-for-you-loading>
        {FOR_YOU_TEXT.loading}
      </p>
    );
  }
  if (tooFewInScope !== null) {
    return (
      <div className="mt-4">
        <EmptyState title={FOR_YOU_TEXT.tooFewTag(tooFewInScope, RECOMMENDATIONS.minSaved)} marker="data-for-you-empty" />
      </div>
    );
  }
  if (picks.length === 0) {
    return (
      <div className="mt-4">
        <EmptyState title={FOR_YOU_TEXT.none} marker="data-for-you-none">
          <p className="mt-2 text-sm text-slate-700">{FOR_YOU_TEXT.noneHint}</p>
        </EmptyState>
      </div>
    );
  }
  // The saved idea a reason names is in the workspace's own idea files, which it loaded for its cards.
  const savedIdea = (number: number) => saved.ideas[ideaId(number)] ?? cards[number];
  return (
    <>
      {failed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {FOR_YOU_TEXT.loadFailed}
        </p>
      ) : null}
      {/* Focus lands on the list when a card leaves it (Not interested, Save), so keyboard users keep their place. */}
      <ul ref={list} tabIndex={-1} aria-label={FOR_YOU_TEXT.sectionTitle} className="mt-4 grid gap-4 xl:grid-cols-2" data-for-you-list>
        {picks.map((pick) => {
          const card = cards[pick.number];
          return (
            <li key={pick.number}>
              {card ? (
                <ForYouCard card={card} pick={pick} because={savedIdea(pick.because)} onLeave={() => list.current?.focus()} />
              ) : (
                <div className="h-40 animate-pulse rounded-2xl border border-slate-200 bg-slate-50 motion-reduce:animate-none" aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ul>
      {more ? (
        <button type="button" className="btn-secondary mt-4" onClick={onMore}>
          {FOR_YOU_TEXT.showMore}
        </button>
      ) : null}
    </>
  );
}

interface CardProps {
  card: CardData;
  pick: Recommendation;
  because: Pick<CardData, 'heading' | 'path'> | undefined;
  onLeave: () => void;
}

/** The compact idea card, as on discover, with its reason above the facts and Not interested beside Save. */
function ForYouCard({ card, pick, because, onLeave }: CardProps) {
  const id = ideaId(card.number);
  return (
    <IdeaCard
      idea={card}
      compact
      data-for-you-card={id}
      besideDate={<MoreLikeThisLink number={card.number} heading={card.heading} />}
      actions={
        <>
          <span onClickCapture={onLeave}>
            <BookmarkButton ideaId={id} variant="compact" />
          </span>
          <button
            type="button"
            className="btn-secondary min-h-11 px-3"
            onClick={() => {
              onLeave();
              void dismissIdea(id);
            }}
            data-not-interested
          >
            {FOR_YOU_TEXT.notInterested}
            <span className="sr-only"> in {card.heading}</span>
          </button>
        </>
      }
    >
      <p className="relative z-10 text-sm text-slate-700" data-for-you-reason>
        {FOR_YOU_TEXT.because}{' '}
        {because ? (
          <a href={because.path} className="link font-semibold">
            <em>{because.heading}</em>
          </a>
        ) : (
          <em>{ideaId(pick.because)}</em>
        )}
        {pick.shared.length > 0 ? (
          <>
            {REASON_TEXT.separator}
            {reasonLine(pick.shared)}
          </>
        ) : null}
      </p>
      <dl className="grid gap-1 text-sm">
        <div className="flex min-w-0 gap-1.5" title={card.businessModel ?? FALLBACK_TEXT.businessModel}>
          <dt className="shrink-0 font-semibold text-ink">Business model</dt>
          <dd className="min-w-0 truncate text-slate-700">{card.businessModel ?? FALLBACK_TEXT.businessModel}</dd>
        </div>
      </dl>
    </IdeaCard>
  );
}

/** The ideas hidden from For you, most recently hidden first, each with Restore. */
function DismissedList({ sources }: { sources: ForYouSources }) {
  const dismissed = useStore($dismissed);
  const loaded = useStore($forYouCatalogue);
  const { cards } = useStore($forYouCards);
  const [shown, setShown] = useState(PAGE);
  const list = useRef<HTMLUListElement>(null);
  const visible = dismissed.rows.slice(0, shown);
  const visibleKey = visible.map((row) => row.idea_id).join(',');
  useEffect(() => {
    if (loaded.catalogue && visible.length > 0) void loadForYouCards(sources.cards, loaded.catalogue, ideaNumbers(visible.map((row) => row.idea_id)));
    // visibleKey stands for `visible`: a new array each render, the same ideas.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [loaded.catalogue, visibleKey, sources.cards]);

  if (dismissed.status !== 'ready' && dismissed.status !== 'error') return null;
  if (dismissed.status === 'ready' && dismissed.rows.length === 0) return null;
  return (
    <section aria-labelledby="dismissed-title" className="mt-10" data-dismissed-list>
      <h3 id="dismissed-title" className="text-lg font-bold text-ink">
        {FOR_YOU_TEXT.dismissedTitle(dismissed.rows.length)}
      </h3>
      {dismissed.status === 'error' ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {FOR_YOU_TEXT.dismissedLoadFailed}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{FOR_YOU_TEXT.dismissedIntro}</p>
          <ul ref={list} tabIndex={-1} aria-labelledby="dismissed-title" className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {visible.map((row) => {
              const number = ideaNumber(row.idea_id);
              const card = number === null ? undefined : cards[number];
              return (
                <li key={row.idea_id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2" data-dismissed-idea={row.idea_id}>
                  {card ? (
                    <a href={card.path} className="link min-w-0 flex-1 basis-48 text-sm font-semibold">
                      {card.heading}
                    </a>
                  ) : (
                    <span className="min-w-0 flex-1 basis-48 text-sm text-slate-700">{loaded.catalogue && (number === null || indexOfIdea(loaded.catalogue, number) === -1) ? FOR_YOU_TEXT.unpublished(row.idea_id) : row.idea_id}</span>
                  )}
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3"
                    onClick={() => {
                      list.current?.focus();
                      void restoreIdea(row.idea_id);
                    }}
                    data-restore-idea
                  >
                    {FOR_YOU_TEXT.restore}
                    <span className="sr-only"> {card?.heading ?? row.idea_id}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {dismissed.rows.length > shown ? (
            <button type="button" className="btn-secondary mt-3" onClick={() => setShown((count) => count + PAGE)}>
              {FOR_YOU_TEXT.showMore}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
