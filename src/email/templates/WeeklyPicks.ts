/**
 * Server-only: an issue of Weekly Venture Picks, the week's best ideas by composite score with a short
 * summary each. The picks come from src/newsletter/issue.ts, as on the issue's archive page.
 */
import { createElement as h } from 'react';
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { WEEKLY_PICKS } from '../../config/constants.ts';
import { formatComposite, formatScore } from '../../ideas/format.ts';
import { issueDates, type IssuePick, type WeeklyIssue } from '../../newsletter/issue.ts';
import { COLORS, Layout } from './Layout.ts';

export interface WeeklyPicksProps {
  issue: WeeklyIssue;
  /** Each pick's address, with its UTM tags. */
  ideaUrl: (pick: IssuePick) => string;
  /** The issue's archive page; for a week in progress, the archive (the issue's page does not exist yet). */
  archiveUrl: string;
  /** A preview of the current week, before it ends. */
  inProgress: boolean;
  listName: string;
  unsubscribeUrl: string;
  siteUrl: string;
}

/** "Composite 8.3/10 · Novelty 8 · Market 9 · Feasibility 7.5 · Robotics" */
export function pickFacts(pick: IssuePick): string {
  return [
    `Composite ${formatComposite(pick.totalScore)}/10`,
    `Novelty ${formatScore(pick.novelty)}`,
    `Market ${formatScore(pick.marketPotential)}`,
    `Feasibility ${formatScore(pick.feasibility)}`,
    pick.primaryCategory,
  ].join(' · ');
}

function PickEntry({ pick, rank, url }: { pick: IssuePick; rank: number; url: string }) {
  return h(
    Section,
    { style: { borderTop: `1px solid ${COLORS.border}`, padding: '12px 0' } },
    h(Heading, { as: 'h2', style: { fontSize: '17px', lineHeight: '24px', margin: '0 0 4px' } }, `${rank}. `, h(Link, { href: url, className: 'rv-link', style: { color: COLORS.link } }, pick.heading)),
    h(Text, { className: 'rv-muted', style: { color: COLORS.muted, fontSize: '13px', lineHeight: '18px', margin: '0 0 4px' } }, pickFacts(pick)),
    pick.summary ? h(Text, { style: { fontSize: '15px', lineHeight: '22px', margin: 0 } }, pick.summary) : null,
  );
}

export function WeeklyPicks({ issue, ideaUrl, archiveUrl, inProgress, listName, unsubscribeUrl, siteUrl }: WeeklyPicksProps) {
  const t = WEEKLY_PICKS.email;
  return h(
    Layout,
    { preview: t.subject(issue.label), listName, unsubscribeUrl, siteUrl },
    h(Heading, { as: 'h1', style: { fontSize: '22px', lineHeight: '28px', margin: '0 0 8px' } }, `${t.heading}, ${issue.label}`),
    inProgress ? h(Text, { style: { borderLeft: `4px solid ${COLORS.link}`, fontSize: '15px', lineHeight: '22px', margin: '0 0 8px', padding: '4px 0 4px 12px' } }, t.inProgress) : null,
    h(Text, { style: { fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' } }, t.intro(issueDates(issue))),
    ...issue.picks.map((pick, index) => h(PickEntry, { key: pick.number, pick, rank: index + 1, url: ideaUrl(pick) })),
    h(
      Section,
      { style: { paddingTop: '12px' } },
      h(Button, { href: archiveUrl, style: { backgroundColor: COLORS.link, borderRadius: '6px', color: '#ffffff', fontSize: '15px', fontWeight: 600, padding: '10px 16px' } }, inProgress ? t.archiveIndexLink : t.archiveLink),
    ),
  );
}
