import { ALERTS, NEWSLETTER } from './engagement.ts';

/**
 * Subscription emails and the confirmation and unsubscribe pages. Ships to the browser (the pages' script and
 * the subscribe forms): plain values only.
 */
/** The two mailing lists, each a table of subscriptions. */
export const SUBSCRIPTION_LISTS = ['newsletter', 'alerts'] as const;

export type SubscriptionList = (typeof SUBSCRIPTION_LISTS)[number];

/** Each list's name, as its emails and its confirmation and unsubscribe pages say it. */
export const LIST_NAMES: Record<SubscriptionList, string> = { newsletter: NEWSLETTER.name, alerts: ALERTS.name };

export const SUBSCRIPTION = {
  /** The pages the emails link to, and the functions behind the forms and those pages. */
  paths: {
    confirmPage: '/subscription/confirm',
    unsubscribePage: '/subscription/unsubscribe',
    subscribeFunction: '/.netlify/functions/subscribe',
    subscriptionFunction: '/.netlify/functions/subscription',
  },
  /**
   * Shown under the success titles of docs/spec/workspace-and-operations.md#8-the-error-catalogue: nothing is
   * sent until the address is confirmed.
   */
  checkInbox: 'We sent you a confirmation link: open it to confirm your address.',
  /** Instead of checkInbox when the 10-minute rule sent nothing: the earlier email's link is the one to use. */
  alreadySent: 'We sent you a confirmation link a few minutes ago: use the link in that email (check your spam folder too). A new one can be sent 10 minutes after the last.',
  /**
   * The subscribe function's 429s, by the limit that was reached (supabase/migrations/*_confirmation_limits_and_nonces.sql):
   * the forms cannot be used to flood someone's inbox.
   */
  tooMany: {
    mailbox: 'Confirmation emails were already sent to this address today. Please use the link in the newest one, or try again tomorrow.',
    client: 'Too many subscriptions from your network in the last hour. Please try again later.',
    site: 'We are receiving too many subscriptions right now. Please try again in an hour.',
  },
  confirm: {
    title: 'Confirm your subscription',
    /** The title once the link's list is read (subscription-action.ts). */
    titleFor: (list: string) => `Confirm your subscription to ${list}`,
    intro: 'One click and you are on the list.',
    button: 'Confirm subscription',
    working: 'Confirming...',
    confirmed: 'You are subscribed. Thank you for confirming.',
    superseded: 'A newer confirmation email was sent to this address, so this link no longer works. Use the link in the newest email.',
    unsubscribed: 'This address was unsubscribed, so the old confirmation link no longer works. Subscribe again from any page.',
    missing: 'This subscription no longer exists: unconfirmed addresses are deleted after 7 days. Subscribe again from any page.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    titleFor: (list: string) => `Unsubscribe from ${list}`,
    intro: 'Stop these emails with one click. No sign-in needed.',
    button: 'Unsubscribe',
    working: 'Unsubscribing...',
    unsubscribed: 'You are unsubscribed and will get no more of these emails.',
    missing: 'This subscription no longer exists, so nothing will be sent to it.',
  },
  invalid: 'This link is not valid. Copy the whole link from the email, or subscribe again.',
  expired: 'This link has expired. Subscribe again from any page to get a new one.',
  failed: 'Something went wrong. Please try again.',
  missingToken: 'This page needs the link from your email.',
  /**
   * How much one alert lists. Gmail clips an email's HTML past 102 KB, hiding the rest and the unsubscribe
   * link; an idea entry is about 1 KB, so a day with hundreds of new ideas (a first build, a long gap) or
   * many matching saved searches stays at most 20 + 8 x 5 = 60 entries, about 65 KB.
   */
  alertLimits: { newIdeas: 20, searches: 8, perSearch: 5 },
  emails: {
    confirmSubject: (list: string) => `Confirm your subscription to ${list}`,
    confirmHeading: (list: string) => `Confirm your subscription to ${list}`,
    confirmBody: 'Someone, hopefully you, asked to receive these emails at this address. Confirm to start receiving them:',
    confirmButton: 'Confirm my subscription',
    confirmIgnore: 'Did not ask for this? Ignore this email: nothing will be sent, and the address is deleted after 7 days.',
    /**
     * `first`: the first alert since the address was confirmed, which lists the ideas first published on or
     * after the day of confirming (`since`, "Nov 26, 2026"); later alerts list those since the last one.
     */
    alertSubject: (count: number, first: boolean) =>
      `${count === 1 ? '1 new venture idea' : `${count} new venture ideas`} ${first ? 'since you subscribed' : 'from AI research'}`,
    alertHeading: (first: boolean) => (first ? 'New since you subscribed' : 'New since your last alert'),
    alertIntro: (first: boolean, since: string) =>
      first ? `Startup ideas from AI research new on Research Ventures since you subscribed on ${since}:` : 'Startup ideas from AI research new on Research Ventures since your last alert:',
    /** Before the full list, when the account with this address has saved searches that matched. */
    searchesHeading: 'Matching your saved searches',
    searchGroup: (name: string, count: number) => `${name} (${count})`,
    allNewHeading: 'All new ideas',
    /**
     * First, when the account with this address opted in (profiles.picked_for_you): the day's new ideas most
     * like what it saved, each with the saved idea it is most like and the terms they share.
     */
    pickedHeading: 'Picked for you',
    pickedReason: (saved: string, reasons: string) => (reasons ? `Because you saved ${saved} · ${reasons}` : `Because you saved ${saved}`),
    /** Under a list cut at its limit: the rest are on the site, one link away. */
    moreNew: (count: number) => (count === 1 ? 'And 1 more new idea on Research Ventures' : `And ${count} more new ideas on Research Ventures`),
    moreMatching: (count: number) => (count === 1 ? '1 more idea matches this search' : `${count} more ideas match this search`),
    moreSearches: (count: number) => (count === 1 ? '1 more of your saved searches has new matches' : `${count} more of your saved searches have new matches`),
    score: (score: string) => `Score ${score}/10`,
    why: (list: string) => `You receive this because you subscribed to ${list} on Research Ventures.`,
    unsubscribe: 'Unsubscribe',
  },
} as const;
