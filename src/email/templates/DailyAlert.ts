/**
 * Server-only: the daily alert, listing the ideas published since the subscriber's last alert (or, in the
 * first alert, since they subscribed, and it says which), led by the ideas picked for the reader from what
 * their account saved (when it opted in), then those matching the account's saved searches, grouped by
 * search; each list cut at its limit (alert-listing.ts) with a line saying how many more there are, linked
 * to where they are.
 */
import { createElement as h } from 'react';
import { Heading, Link, Section, Text } from '@react-email/components';
import { SAVED_SEARCHES_PATH, SUBSCRIPTION } from '../../config/constants.ts';
import { alertListing } from '../alert-listing.ts';
import type { AlertIdea } from '../ideas.ts';
import type { AlertPick } from '../picked-for-you.ts';
import { formatDate } from '../../ideas/format.ts';
import { ideaSummary } from '../../newsletter/issue.ts';
import type { AlertGroup, SavedSearch } from '../../workspace/saved-searches.ts';
import { COLORS, Layout } from './Layout.ts';

/** What the alert covers, so it can say so. */
export interface AlertCoverage {
  /** The first alert since the address was confirmed. */
  first: boolean;
  /** YYYY-MM-DD: the last day already covered (the day before confirming, for a first alert). */
  through: string;
}

export interface DailyAlertProps {
  ideas: AlertIdea[];
  coverage: AlertCoverage;
  groups: AlertGroup<SavedSearch, AlertIdea>[];
  /** "Picked for you", best first; none unless the account with this address opted in. */
  picks: AlertPick[];
  /** Each idea's address, with its UTM tags. */
  ideaUrl: (idea: AlertIdea) => string;
  /** A page of the site with the alert's UTM tags: where the ideas left out of the email are. */
  pageUrl: (path: string) => string;
  listName: string;
  unsubscribeUrl: string;
  siteUrl: string;
}

/** `reason`: why it was picked for the reader (sheet text only: the heading of an idea they saved, shared terms). */
function IdeaEntry({ idea, ideaUrl, level, reason }: { idea: AlertIdea; ideaUrl: (idea: AlertIdea) => string; level: 'h2' | 'h3' | 'h4'; reason?: string }) {
  const t = SUBSCRIPTION.emails;
  const summary = ideaSummary(idea);
  return h(
    Section,
    { style: { borderTop: `1px solid ${COLORS.border}`, padding: '12px 0' } },
    h(Heading, { as: level, style: { fontSize: '17px', lineHeight: '24px', margin: '0 0 4px' } }, h(Link, { href: ideaUrl(idea), className: 'rv-link', style: { color: COLORS.link } }, idea.heading)),
    reason ? h(Text, { style: { fontSize: '14px', lineHeight: '20px', fontStyle: 'italic', margin: '0 0 4px' } }, reason) : null,
    summary ? h(Text, { style: { fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' } }, summary) : null,
    h(
      Text,
      { className: 'rv-muted', style: { color: COLORS.muted, fontSize: '13px', lineHeight: '18px', margin: 0 } },
      [idea.primaryCategory, idea.totalScore === undefined ? null : t.score(idea.totalScore.toFixed(1))].filter(Boolean).join(' · '),
    ),
  );
}

const sectionHeading = { fontSize: '19px', lineHeight: '26px', margin: '16px 0 4px' } as const;

function More({ count, text, href }: { count: number; text: (count: number) => string; href: string }) {
  if (count === 0) return null;
  return h(Text, { style: { fontSize: '15px', lineHeight: '22px', margin: '4px 0 12px' } }, h(Link, { href, className: 'rv-link', style: { color: COLORS.link } }, text(count)));
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function DailyAlert({ ideas: allIdeas, groups: allGroups, picks, coverage, ideaUrl, pageUrl, listName, unsubscribeUrl, siteUrl }: DailyAlertProps) {
  const t = SUBSCRIPTION.emails;
  const { ideas, moreIdeas, groups, moreSearches } = alertListing(allIdeas, allGroups);
  const entries = (list: AlertIdea[], level: 'h2' | 'h3' | 'h4') => list.map((idea) => h(IdeaEntry, { key: idea.number, idea, ideaUrl, level }));
  const searchesPage = pageUrl(SAVED_SEARCHES_PATH);
  // Under a section before it, the full list gets its own heading.
  const sectioned = picks.length > 0 || groups.length > 0;
  return h(
    Layout,
    { preview: t.alertSubject(allIdeas.length, coverage.first), listName, unsubscribeUrl, siteUrl },
    h(Heading, { as: 'h1', style: { fontSize: '22px', lineHeight: '28px', margin: '0 0 8px' } }, t.alertHeading(coverage.first)),
    h(Text, { style: { fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' } }, t.alertIntro(coverage.first, formatDate(dayAfter(coverage.through)))),
    ...(picks.length > 0
      ? [
          h(Heading, { key: 'picked', as: 'h2', style: sectionHeading }, t.pickedHeading),
          ...picks.map((pick) => h(IdeaEntry, { key: `picked-${pick.idea.number}`, idea: pick.idea, ideaUrl, level: 'h3', reason: t.pickedReason(pick.because.heading, pick.shared) })),
        ]
      : []),
    ...(groups.length > 0
      ? [
          h(Heading, { key: 'searches', as: 'h2', style: sectionHeading }, t.searchesHeading),
          ...groups.map((group) =>
            h(
              Section,
              { key: group.search.id },
              h(Heading, { as: 'h3', style: { fontSize: '16px', margin: '8px 0 0' } }, t.searchGroup(group.search.name, group.ideas.length + group.more)),
              ...entries(group.ideas, 'h4'),
              h(More, { count: group.more, text: t.moreMatching, href: searchesPage }),
            ),
          ),
          h(More, { key: 'more-searches', count: moreSearches, text: t.moreSearches, href: searchesPage }),
        ]
      : []),
    sectioned ? h(Heading, { key: 'all', as: 'h2', style: sectionHeading }, t.allNewHeading) : null,
    ...entries(ideas, sectioned ? 'h3' : 'h2'),
    h(More, { key: 'more-ideas', count: moreIdeas, text: t.moreNew, href: pageUrl('/discover') }),
  );
}
