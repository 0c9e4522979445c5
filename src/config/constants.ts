/**
 * Limits, delays and fixed texts from the product spec (docs/spec/), in one typed place: this module and the
 * folder beside it.
 * One module per concern, so a page's scripts carry only the constants its islands use (the bundler keeps
 * each module whole). Ships to the browser: plain values only.
 */
export * from './constants/catalogue.ts';
export * from './constants/legal.ts';
export * from './constants/auth.ts';
export * from './constants/toast.ts';
export * from './constants/workspace.ts';
export * from './constants/engagement.ts';
export * from './constants/newsletter.ts';
export * from './constants/admin.ts';
export * from './constants/saved-searches.ts';
export * from './constants/email.ts';
export * from './constants/recommendations.ts';
