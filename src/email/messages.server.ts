/**
 * Server-only: the messages the site sends, put together: rendered parts, signed links, and the
 * List-Unsubscribe headers of RFC 2369 and RFC 8058 (a one-click POST to the subscription function).
 */
import { createElement, type ReactElement } from 'react';
import { NEWSLETTER } from '../config/constants/engagement.ts';
import { LIST_NAMES, SUBSCRIPTION, type SubscriptionList } from '../config/constants/email.ts';
import { WEEKLY_PICKS } from '../config/constants/newsletter.ts';
import { taggedIdeaUrl, type AlertIdea } from './ideas.server.ts';
import { UTM_SOURCES } from './lists.server.ts';
import { deliveryMessageId, type OutgoingMail } from './mailer.server.ts';
import type { AlertPick } from './picked-for-you.server.ts';
import { renderEmail } from './render.server.ts';
import { ConfirmSubscription } from './templates/ConfirmSubscription.server.tsx';
import { DailyAlert, type AlertCoverage } from './templates/DailyAlert.server.tsx';
import { WeeklyPicks } from './templates/WeeklyPicks.server.tsx';
import { createToken } from './tokens.server.ts';
import type { AlertGroup, SavedSearch } from '../workspace/saved-searches.ts';
import type { WeeklyIssue } from '../newsletter/issue.build.ts';

export type { AlertCoverage };

export interface MessageContext {
  /** The public origin, no trailing slash. */
  siteUrl: string;
  tokenSecret: string;
  from: string;
  now: Date;
}

const { confirmPage, unsubscribePage, subscriptionFunction } = SUBSCRIPTION.paths;

function tokenUrl(ctx: MessageContext, path: string, token: string): string {
  return `${ctx.siteUrl}${path}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeLinks(ctx: MessageContext, list: SubscriptionList, id: string): { page: string; oneClick: string } {
  const token = createToken({ list, id, purpose: 'unsubscribe' }, ctx.tokenSecret, ctx.now);
  return { page: tokenUrl(ctx, unsubscribePage, token), oneClick: tokenUrl(ctx, subscriptionFunction, token) };
}

function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Carries the unsubscribe headers too: "not me" from a mail client stops any further confirmation. */
export async function confirmationMail(
  ctx: MessageContext,
  list: SubscriptionList,
  { id, nonce }: { id: string; nonce: string | null },
  to: string,
): Promise<OutgoingMail> {
  const token = createToken({ list, id, purpose: 'confirm', ...(nonce ? { nonce } : {}) }, ctx.tokenSecret, ctx.now);
  const confirmUrl = tokenUrl(ctx, confirmPage, token);
  const listName = LIST_NAMES[list];
  const parts = await renderEmail(createElement(ConfirmSubscription, { listName, confirmUrl, siteUrl: ctx.siteUrl }));
  return { to, subject: SUBSCRIPTION.emails.confirmSubject(listName), ...parts, headers: unsubscribeHeaders(unsubscribeLinks(ctx, list, id).oneClick) };
}

/** A list's edition to one subscriber: its unsubscribe link in the body and the headers, one Message-ID per delivery. */
async function editionMail(
  ctx: MessageContext,
  list: SubscriptionList,
  edition: string,
  id: string,
  to: string,
  subject: string,
  body: (unsubscribeUrl: string) => ReactElement,
): Promise<OutgoingMail> {
  const links = unsubscribeLinks(ctx, list, id);
  return { to, subject, ...(await renderEmail(body(links.page))), messageId: deliveryMessageId(edition, id, ctx.from), headers: unsubscribeHeaders(links.oneClick) };
}

/** `ideas`: only those new to this subscriber (ideasAfter its `coverage.through`), which the subject counts. */
export function alertMail(
  ctx: MessageContext,
  edition: string,
  id: string,
  to: string,
  ideas: AlertIdea[],
  coverage: AlertCoverage,
  groups: AlertGroup<SavedSearch, AlertIdea>[] = [],
  picks: AlertPick[] = [],
): Promise<OutgoingMail> {
  const ideaUrl = (idea: AlertIdea) => taggedIdeaUrl(ctx.siteUrl, idea, UTM_SOURCES.alerts, edition);
  const pageUrl = (path: string) => taggedIdeaUrl(ctx.siteUrl, { path }, UTM_SOURCES.alerts, edition);
  return editionMail(ctx, 'alerts', edition, id, to, SUBSCRIPTION.emails.alertSubject(ideas.length, coverage.first), (unsubscribeUrl) =>
    createElement(DailyAlert, { ideas, groups, picks, coverage, ideaUrl, pageUrl, listName: LIST_NAMES.alerts, unsubscribeUrl, siteUrl: ctx.siteUrl }),
  );
}

/**
 * The issue links to its archive page with the same UTM tags as its ideas. `inProgress`: a preview of the
 * week under way, whose page is not built yet; it says so and links to the archive instead.
 */
export function picksMail(ctx: MessageContext, issue: WeeklyIssue, id: string, to: string, { inProgress }: { inProgress: boolean } = { inProgress: false }): Promise<OutgoingMail> {
  const tagged = (page: { path: string }) => taggedIdeaUrl(ctx.siteUrl, page, UTM_SOURCES.newsletter, issue.edition);
  const archiveUrl = tagged(inProgress ? { path: NEWSLETTER.archivePath } : issue);
  return editionMail(ctx, 'newsletter', issue.edition, id, to, WEEKLY_PICKS.email.subject(issue.label), (unsubscribeUrl) =>
    createElement(WeeklyPicks, { issue, ideaUrl: tagged, archiveUrl, inProgress, listName: LIST_NAMES.newsletter, unsubscribeUrl, siteUrl: ctx.siteUrl }),
  );
}
