/**
 * Subscription emails and the confirmation and unsubscribe pages (issue 19). Ships to the browser (the
 * pages' script and the subscribe forms): plain values only.
 */
export const SUBSCRIPTION = {
  /** The pages the emails link to, and the functions behind the forms and those pages. */
  paths: {
    confirmPage: '/subscription/confirm',
    unsubscribePage: '/subscription/unsubscribe',
    subscribeFunction: '/.netlify/functions/subscribe',
    subscriptionFunction: '/.netlify/functions/subscription',
  },
  /** Shown under the spec's success titles: nothing is sent until the address is confirmed. */
  checkInbox: 'Check your inbox to confirm your address.',
  confirm: {
    title: 'Confirm your subscription',
    intro: 'One click and you are on the list.',
    button: 'Confirm subscription',
    working: 'Confirming...',
    confirmed: 'You are subscribed. Thank you for confirming.',
    unsubscribed: 'This address was unsubscribed, so the old confirmation link no longer works. Subscribe again from any page.',
    missing: 'This subscription no longer exists: unconfirmed addresses are deleted after 7 days. Subscribe again from any page.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
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
  emails: {
    confirmSubject: (list: string) => `Confirm your subscription to ${list}`,
    confirmHeading: (list: string) => `Confirm your subscription to ${list}`,
    confirmBody: 'Someone, hopefully you, asked to receive these emails at this address. Confirm to start receiving them:',
    confirmButton: 'Confirm my subscription',
    confirmIgnore: 'Did not ask for this? Ignore this email: nothing will be sent, and the address is deleted after 7 days.',
    alertSubject: (count: number) => (count === 1 ? '1 new venture idea from AI research' : `${count} new venture ideas from AI research`),
    alertHeading: 'New on Research Ventures',
    alertIntro: 'Startup ideas published since your last alert:',
    /** Before the full list, when the account with this address has saved searches that matched. */
    searchesHeading: 'Matching your saved searches',
    searchGroup: (name: string, count: number) => `${name} (${count})`,
    allNewHeading: 'All new ideas',
    score: (score: string) => `Score ${score}/10`,
    why: (list: string) => `You receive this because you subscribed to ${list} on Research Ventures.`,
    unsubscribe: 'Unsubscribe',
  },
} as const;
