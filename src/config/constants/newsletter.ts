/**
 * Weekly Venture Picks: when the issue goes out, what it holds, and the texts of its email and archive
 * pages. Ships to the browser: plain values only.
 */
const SCHEDULE_TEXT = 'every Monday at 08:00 UTC';

export const WEEKLY_PICKS = {
  /**
   * Mondays at 08:00 UTC, after the 06:30 rebuild has published the archive page of the week that just
   * ended. A literal copy is the `config.schedule` of netlify/functions/send-weekly-picks.ts.
   */
  schedule: '0 8 * * 1',
  /** The most ideas one issue picks. */
  picksPerIssue: 5,
  /** Characters of a pick's summary before it is cut at a word boundary with an ellipsis. */
  summaryLength: 200,
  /** The issue's id in email_deliveries and utm_campaign: `picks-2026-W47`. */
  editionPrefix: 'picks-',
  archive: {
    title: 'Weekly Venture Picks archive',
    heading: 'Weekly Venture Picks',
    intro: 'Every issue of the newsletter: the best new startup ideas from AI research each week, by composite score.',
    sendsOn: `A new issue goes out ${SCHEDULE_TEXT}, covering the week that just ended.`,
    empty: 'No issue yet. The first one covers the first full week with new ideas.',
    issueDescription: (dates: string, count: number, top: string) =>
      `The ${count === 1 ? 'best new startup idea' : `${count} best new startup ideas`} from AI research new on Research Ventures ${dates}, led by: ${top}`,
    topIdea: 'Top pick:',
    ideasThatWeek: (count: number) => (count === 1 ? '1 new idea that week' : `${count} new ideas that week`),
    allIssues: 'All issues',
    previous: 'Previous issue',
    next: 'Next issue',
  },
  email: {
    /** `dates`: the issue's label, "Nov 16 – 22, 2026". */
    subject: (dates: string) => `Weekly Venture Picks: the best new startup ideas of ${dates}`,
    heading: 'Weekly Venture Picks',
    /**
     * An issue holds the ideas new on the site that week (firstSeen), which for a row added to the sheet with
     * an older date is not its "Published" date: the emails never call it that (issue 45).
     */
    intro: (dates: string) => `The best startup ideas from AI research new on Research Ventures ${dates}, by composite score:`,
    archiveLink: 'Read this issue on the website',
    /**
     * A preview of the week still under way (the admin's test copy): its page is published only once the
     * week ends, so the copy says so and links to the archive instead.
     */
    inProgress: 'Preview: this week is not over yet, so these are its picks so far. The issue goes out, and gets its page on the website, once the week ends.',
    archiveIndexLink: 'See past issues on the website',
  },
} as const;
