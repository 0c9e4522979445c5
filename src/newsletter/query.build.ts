/**
 * The newsletter issues this build publishes, from the one query module's ideas. It lives with the
 * newsletter rather than in src/ideas/query.build.ts so that the data layer never reaches up into a feature
 * that is built on it. Build-time only.
 */
import { allIdeas } from '../ideas/query.build.ts';
import { allIssues, type WeeklyIssue } from './issue.build.ts';

let issues: Promise<WeeklyIssue[]> | undefined;

/**
 * The Weekly Venture Picks issues this build publishes: one per ISO week complete at build time that has
 * ideas, newest first. The Monday rebuild adds the week that just ended, before the weekly email links to it.
 */
export function newsletterIssues(): Promise<WeeklyIssue[]> {
  issues ??= allIdeas().then((ideas) => allIssues(ideas, new Date()));
  return issues;
}
