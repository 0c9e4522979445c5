/**
 * Server-only: the emails the admin page previews and sends as a test, one builder per PreviewKind
 * (src/admin/delivery.ts). A preview is the message a sample recipient would get from the next run: the
 * same template and links, for a subscription id that names nobody, so its unsubscribe links change nothing.
 */
import type { PreviewBasis, PreviewKind } from '../admin/delivery.ts';
import { alertEdition } from './daily-alerts.server.ts';
import { ideasAfter, type AlertIdea } from './ideas.server.ts';
import type { OutgoingMail } from './mailer.server.ts';
import { alertMail, picksMail, type MessageContext } from './messages.server.ts';
import { weeklyIssue } from '../newsletter/issue.build.ts';
import { isComplete, isoWeekOf, isoWeekOfDay, weekDays } from '../newsletter/weeks.build.ts';
import type { SubscriptionStore } from '../queries/subscriptions.server.ts';

export interface PreviewSource {
  store: SubscriptionStore;
  /** The live site's ideas (fetchAlertIdeas in production). */
  loadIdeas: () => Promise<AlertIdea[]>;
  message: MessageContext;
}

export interface EmailPreview {
  mail: OutgoingMail;
  newCount: number;
  /** YYYY-MM-DD: ideas first published after this day are new. */
  since: string;
  basis: PreviewBasis;
  sample: boolean;
}

export const SAMPLE_SUBSCRIPTION_ID = '00000000-0000-4000-8000-000000000000';
export const SAMPLE_ADDRESS = 'sample.reader@example.com';
/** Ideas a sample lists when nothing is new. */
const SAMPLE_IDEAS = 5;

function dayBefore(now: Date): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The reader furthest behind gets the longest alert, so the preview shows theirs. With no confirmed
 * subscriber, it shows what someone who confirmed yesterday would get: the ideas first seen today.
 */
async function dailyAlertPreview({ store, loadIdeas, message }: PreviewSource): Promise<EmailPreview> {
  const [ideas, recipients] = await Promise.all([loadIdeas(), store.alertRecipients()]);
  const oldest = recipients.map((recipient) => recipient.alerted_through).sort()[0];
  const since = oldest ?? dayBefore(message.now);
  const fresh = ideasAfter(ideas, since);
  const listed = fresh.length > 0 ? fresh : ideasAfter(ideas, '').slice(0, SAMPLE_IDEAS);
  // Nobody subscribed: the alert of someone who confirmed today, a first alert.
  const first = recipients.find((recipient) => recipient.alerted_through === oldest)?.first_alert ?? true;
  const mail = await alertMail(message, alertEdition(message.now), SAMPLE_SUBSCRIPTION_ID, SAMPLE_ADDRESS, listed, { first, through: since });
  return { mail, newCount: fresh.length, since, basis: oldest ? 'oldest-subscriber' : 'last-day', sample: fresh.length === 0 };
}

/**
 * Next Monday's issue is this week's: the preview shows its picks so far, marked as such, and links to the
 * archive, since the issue's own page is built only once the week ends. A week with nothing yet shows the
 * newest week that has ideas, as a sample of the layout.
 */
async function weeklyPicksPreview({ loadIdeas, message }: PreviewSource): Promise<EmailPreview> {
  const ideas = await loadIdeas();
  const week = isoWeekOf(message.now);
  const since = weekDays(week).first;
  const upcoming = weeklyIssue(ideas, week);
  const newest = ideas.reduce<string | undefined>((latest, idea) => (latest === undefined || idea.firstSeen > latest ? idea.firstSeen : latest), undefined);
  const issue = upcoming ?? (newest === undefined ? null : weeklyIssue(ideas, isoWeekOfDay(newest)));
  if (!issue) throw new Error('The catalogue has no ideas, so there is no weekly issue to preview.');
  const mail = await picksMail(message, issue, SAMPLE_SUBSCRIPTION_ID, SAMPLE_ADDRESS, { inProgress: !isComplete(issue.week, message.now) });
  return { mail, newCount: upcoming?.ideaCount ?? 0, since, basis: 'this-week', sample: upcoming === null };
}

export const PREVIEWS: Record<PreviewKind, (source: PreviewSource) => Promise<EmailPreview>> = {
  alerts: dailyAlertPreview,
  newsletter: weeklyPicksPreview,
};
