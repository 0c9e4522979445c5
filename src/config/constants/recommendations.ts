/**
 * "For you" (issue 30): the recommendation model's constants (src/recommendations/). Ships to the browser:
 * plain values only.
 */
export const RECOMMENDATIONS = {
  /** Fewer saved ideas than this in scope: For you explains how to start instead of guessing. */
  minSaved: 3,
  /** Cards For you lists. */
  count: 20,
  /** Ideas "Picked for you" names in a daily alert. */
  emailCount: 3,
  /** Shared terms a card names as its reasons ("Also about claims automation · Also for insurance carriers"). */
  sharedTerms: 3,
  /**
   * A match's score halves for every this many weeks between the idea's date and the catalogue's newest
   * idea: off, since both evaluations find that favouring newer ideas picks worse ones (issue 44: the
   * judged founders' precision@10 and the synthetic people's hit rate@10, scripts/bench-recommendations.ts,
   * which also measures DECAY_TRIED_WEEKS). Among equal matches the newer idea still comes first.
   */
  halfLifeWeeks: Number.POSITIVE_INFINITY,
  /** The half-life the bench measures against no decay (it was the default before issue 44). */
  decayTriedWeeks: 26,
  /**
   * Each dismissed idea's terms count against similar ideas with this weight, relative to the saved ideas'
   * (Rocchio's feedback rule: the profile is the saved ideas' mean vector minus this times the dismissed
   * ideas' mean vector). A half puts a near copy of a dismissed idea below zero, so it is never shown.
   */
  dismissedWeight: 0.5,
  /**
   * Terms kept per idea in the files the browser fetches: the strongest by TF-IDF weight. The rest carry
   * little of the similarity and most of the bytes (the budget is 400 KB gzip at 10,000 ideas).
   */
  termsPerIdea: 24,
  /** The opt-in to "Picked for you" on the account page (profiles.picked_for_you, off by default). */
  optIn: {
    heading: 'Daily alert',
    label: "Picked for you: add up to 3 of the day's new ideas that match what I saved to my daily alert",
    hint: 'Sent only to this account’s confirmed address, and only when it subscribes to the daily alert.',
    saved: (on: boolean) => (on ? 'Picked for you is on.' : 'Picked for you is off.'),
    failed: 'Your choice could not be saved. Please try again.',
  },
} as const;
