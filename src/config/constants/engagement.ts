/**
 * Newsletter, alerts, contact, share and analytics. From docs/spec/workspace-and-operations.md; ships to the
 * browser: plain values only.
 */
/** Weekly Venture Picks newsletter (docs/spec/workspace-and-operations.md, sections 2, 4, 5, 8 and 9). */
export const NEWSLETTER = {
  emailMaxLength: 255,
  /**
   * The site's own archive of issues (src/pages/newsletter/): "Read Previous Newsletters" opens it, and
   * "Read This Week's Venture Picks" its latest issue, unless PUBLIC_NEWSLETTER_ARCHIVE_URL names another.
   */
  archivePath: '/newsletter',
  name: 'Weekly Venture Picks',
  popupTitle: 'Get Weekly Venture Picks',
  popupBody: 'The most promising startup ideas from new AI research, picked for founders and investors.',
  footerBody: 'The best new startup ideas from AI research, picked for you.',
  tagline: 'One short email, every week.',
  emailLabel: 'Email address',
  /**
   * The footer's (visually hidden) label. It avoids the word "email" because the form is on every page,
   * next to the sign-in forms' Email fields; the placeholder still says what to type.
   */
  footerLabel: 'Your address for Weekly Venture Picks',
  placeholder: 'Enter your email address',
  submit: 'Get Weekly Picks',
  submitting: 'Subscribing...',
  /** Issue 45: nothing is subscribed until the address is confirmed, so the spec's "You're Subscribed…" came too early. */
  successTitle: 'Almost There: Confirm Your Email',
  successBody: 'Once you confirm, your first issue of Weekly Venture Picks arrives with the next weekly send.',
  failureTitle: 'Subscription Failed',
  tryAgain: 'Try Again',
  readThisWeek: "Read This Week's Venture Picks",
  readPrevious: 'Read Previous Newsletters',
  close: 'Close',
  invalidEmail: 'Please enter a valid email address',
  tooLong: 'Email must be less than 255 characters',
  unsafe: 'Invalid email format',
  duplicate: 'This email is already subscribed to our newsletter.',
  failed: 'Failed to subscribe. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Daily idea alerts (docs/spec/workspace-and-operations.md, sections 2, 4, 5 and 8). */
export const ALERTS = {
  /** The list's name in its emails and on the confirmation and unsubscribe pages. */
  name: 'Daily Idea Alerts',
  trigger: 'Get daily alerts',
  title: 'Get Daily Idea Alerts',
  /** One promise with the success message: an email on the weekdays new ideas are published, none otherwise. */
  body: 'An email on each weekday that new venture ideas from AI research are published.',
  emailLabel: 'Email address',
  placeholder: 'Enter your email address',
  submit: 'Subscribe to Alerts',
  submitting: 'Subscribing...',
  /** Issue 45: as the newsletter's, a success asks for the confirmation first (the spec said "You're All Set!"). */
  successTitle: 'Almost There: Confirm Your Email',
  successBody: "Once you confirm, you'll get an email whenever new startup ideas are published.",
  failureTitle: 'Subscription Failed',
  tryAgain: 'Try Again',
  close: 'Close',
  duplicate: 'This email is already subscribed to daily alerts.',
  failed: 'Failed to subscribe. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The contact page (docs/spec/workspace-and-operations.md, sections 2, 3, 4, 7, 8 and 9). */
export const CONTACT = {
  title: 'Contact Us',
  intro: 'Questions, feedback on an idea, or a partnership in mind? Send us a message.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send Message',
  successTitle: 'Message Sent Successfully!',
  successBody: "Thank you for reaching out. We'll get back to you within 24-48 hours.",
  backHome: 'Back to Home',
  emailUs: 'Or email us at',
  /** The form-mail service's hidden fields. */
  mailSubject: 'New message from the Research Ventures contact form',
  captcha: 'false',
  template: 'table',
  returnPath: '/contact?submitted=true',
  /** The success address is cleaned this long after the banner shows. */
  cleanupDelayMs: 1000,
} as const;

/** The share menu (docs/spec/workspace-and-operations.md, sections 2, 4, 7, 8 and 9). */
export const SHARE = {
  prompt: "Let's make good ideas reach more people",
  button: 'Share',
  menuLabel: 'Share this idea',
  cancel: 'Cancel',
  copyLink: 'Copy Link',
  windowWidth: 600,
  windowHeight: 600,
  copied: 'Link copied!',
  copiedBody: 'The link has been copied to your clipboard.',
  copyFailed: 'Failed to copy',
  copyFailedBody: 'Please try again.',
} as const;

/**
 * Analytics tag (docs/spec/workspace-and-operations.md#7-the-calls-it-makes): loaded only when a measurement id
 * is set.
 */
export const ANALYTICS = {
  tagUrl: 'https://www.googletagmanager.com/gtag/js',
  /** The meta element that carries the measurement id to the tag script. */
  idMetaName: 'rv-analytics-id',
} as const;
