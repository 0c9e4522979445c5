/** Server-only: the daily alert, listing the ideas published since the subscriber's last alert. */
import { createElement as h } from 'react';
import { Heading, Link, Section, Text } from '@react-email/components';
import { SUBSCRIPTION } from '../../config/constants.ts';
import type { AlertIdea } from '../ideas.ts';
import { COLORS, Layout } from './Layout.ts';

export interface DailyAlertProps {
  ideas: AlertIdea[];
  /** Each idea's address, with its UTM tags. */
  ideaUrl: (idea: AlertIdea) => string;
  listName: string;
  unsubscribeUrl: string;
  siteUrl: string;
}

export function DailyAlert({ ideas, ideaUrl, listName, unsubscribeUrl, siteUrl }: DailyAlertProps) {
  const t = SUBSCRIPTION.emails;
  return h(
    Layout,
    { preview: t.alertSubject(ideas.length), listName, unsubscribeUrl, siteUrl },
    h(Heading, { as: 'h1', style: { fontSize: '22px', lineHeight: '28px', margin: '0 0 8px' } }, t.alertHeading),
    h(Text, { style: { fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' } }, t.alertIntro),
    ...ideas.map((idea) =>
      h(
        Section,
        { key: idea.number, style: { borderTop: `1px solid ${COLORS.border}`, padding: '12px 0' } },
        h(Heading, { as: 'h2', style: { fontSize: '17px', lineHeight: '24px', margin: '0 0 4px' } }, h(Link, { href: ideaUrl(idea), className: 'rv-link', style: { color: COLORS.link } }, idea.heading)),
        idea.pitch ? h(Text, { style: { fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' } }, idea.pitch) : null,
        h(
          Text,
          { className: 'rv-muted', style: { color: COLORS.muted, fontSize: '13px', lineHeight: '18px', margin: 0 } },
          [idea.primaryCategory, idea.totalScore === undefined ? null : t.score(idea.totalScore.toFixed(1))].filter(Boolean).join(' · '),
        ),
      ),
    ),
  );
}
