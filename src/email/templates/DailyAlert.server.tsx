/**
 * Server-only: the daily alert, listing the ideas new on the site since the subscriber's last alert (or, in the
 * first alert, since they subscribed, and it says which), led by the ideas picked for the reader from what
 * their account saved (when it opted in), then those matching the account's saved searches, grouped by
 * search; each list cut at its limit (alert-listing.server.ts) with a line saying how many more there are, linked
 * to where they are.
 */
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { SAVED_SEARCHES_PATH } from '../../config/constants/saved-searches.ts';
import { LIST_NAMES, SUBSCRIPTION } from '../../config/constants/email.ts';
import { alertListing } from '../alert-listing.server.ts';
import type { AlertIdea } from '../ideas.server.ts';
import type { AlertPick } from '../picked-for-you.server.ts';
import { formatDate } from '../../ideas/format.ts';
import { reasonLine } from '../../ideas/reasons.ts';
import { ideaSummary } from '../../newsletter/issue.build.ts';
import type { AlertGroup, SavedSearch } from '../../workspace/saved-searches.ts';
import { COLORS, Layout, PREVIEW_SITE_URL } from './Layout.server.tsx';

/** What the alert covers, so it can say so. */
export interface AlertCoverage {
  /** The first alert since the address was confirmed. */
  first: boolean;
  /** YYYY-MM-DD: the last day already covered (the day before confirming, for a first alert). */
  through: string;
}

export interface DailyAlertProps {
  ideas: AlertIdea[];
  coverage: AlertCoverage;
  groups: AlertGroup<SavedSearch, AlertIdea>[];
  /** "Picked for you", best first; none unless the account with this address opted in. */
  picks: AlertPick[];
  /** Each idea's address, with its UTM tags. */
  ideaUrl: (idea: AlertIdea) => string;
  /** A page of the site with the alert's UTM tags: where the ideas left out of the email are. */
  pageUrl: (path: string) => string;
  listName: string;
  unsubscribeUrl: string;
  siteUrl: string;
}

/** `reason`: why it was picked for the reader (sheet text only: the heading of an idea they saved, shared terms). */
function IdeaEntry({ idea, ideaUrl, level, reason }: { idea: AlertIdea; ideaUrl: (idea: AlertIdea) => string; level: 'h2' | 'h3' | 'h4'; reason?: string }) {
  const t = SUBSCRIPTION.emails;
  const summary = ideaSummary(idea);
  return (
    <Section style={{ borderTop: `1px solid ${COLORS.border}`, padding: '12px 0' }}>
      <Heading as={level} style={{ fontSize: '17px', lineHeight: '24px', margin: '0 0 4px' }}>
        <Link href={ideaUrl(idea)} className="rv-link" style={{ color: COLORS.link }}>
          {idea.heading}
        </Link>
      </Heading>
      {reason ? <Text style={{ fontSize: '14px', lineHeight: '20px', fontStyle: 'italic', margin: '0 0 4px' }}>{reason}</Text> : null}
      {summary ? <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' }}>{summary}</Text> : null}
      <Text className="rv-muted" style={{ color: COLORS.muted, fontSize: '13px', lineHeight: '18px', margin: 0 }}>
        {[idea.primaryCategory, idea.totalScore === undefined ? null : t.score(idea.totalScore.toFixed(1))].filter(Boolean).join(' · ')}
      </Text>
    </Section>
  );
}

const sectionHeading = { fontSize: '19px', lineHeight: '26px', margin: '16px 0 4px' } as const;

function More({ count, text, href }: { count: number; text: (count: number) => string; href: string }) {
  if (count === 0) return null;
  return (
    <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '4px 0 12px' }}>
      <Link href={href} className="rv-link" style={{ color: COLORS.link }}>
        {text(count)}
      </Link>
    </Text>
  );
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function DailyAlert({ ideas: allIdeas, groups: allGroups, picks, coverage, ideaUrl, pageUrl, listName, unsubscribeUrl, siteUrl }: DailyAlertProps) {
  const t = SUBSCRIPTION.emails;
  const { ideas, moreIdeas, groups, moreSearches } = alertListing(allIdeas, allGroups);
  const entries = (list: AlertIdea[], level: 'h2' | 'h3' | 'h4') => list.map((idea) => <IdeaEntry key={idea.number} idea={idea} ideaUrl={ideaUrl} level={level} />);
  const searchesPage = pageUrl(SAVED_SEARCHES_PATH);
  // Under a section before it, the full list gets its own heading.
  const sectioned = picks.length > 0 || groups.length > 0;
  return (
    <Layout preview={t.alertSubject(allIdeas.length, coverage.first)} listName={listName} unsubscribeUrl={unsubscribeUrl} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '0 0 8px' }}>
        {t.alertHeading(coverage.first)}
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' }}>{t.alertIntro(coverage.first, formatDate(dayAfter(coverage.through)))}</Text>
      {picks.length > 0 ? (
        <>
          <Heading as="h2" style={sectionHeading}>
            {t.pickedHeading}
          </Heading>
          {picks.map((pick) => (
            <IdeaEntry key={pick.idea.number} idea={pick.idea} ideaUrl={ideaUrl} level="h3" reason={t.pickedReason(pick.because.heading, reasonLine(pick.shared))} />
          ))}
        </>
      ) : null}
      {groups.length > 0 ? (
        <>
          <Heading as="h2" style={sectionHeading}>
            {t.searchesHeading}
          </Heading>
          {groups.map((group) => (
            <Section key={group.search.id}>
              <Heading as="h3" style={{ fontSize: '16px', margin: '8px 0 0' }}>
                {t.searchGroup(group.search.name, group.ideas.length + group.more)}
              </Heading>
              {entries(group.ideas, 'h4')}
              <More count={group.more} text={t.moreMatching} href={searchesPage} />
            </Section>
          ))}
          <More count={moreSearches} text={t.moreSearches} href={searchesPage} />
        </>
      ) : null}
      {sectioned ? (
        <Heading as="h2" style={sectionHeading}>
          {t.allNewHeading}
        </Heading>
      ) : null}
      {entries(ideas, sectioned ? 'h3' : 'h2')}
      <More count={moreIdeas} text={t.moreNew} href={pageUrl('/discover')} />
    </Layout>
  );
}

const previewIdea = (number: number, heading: string, primaryCategory: string, totalScore: number, pitch: string): AlertIdea => ({
  number,
  heading,
  path: `/idea/${number}`,
  firstSeen: '2026-03-02',
  dateAdded: '2026-03-02',
  primaryCategory,
  totalScore,
  pitch,
});
const previewIdeas = [
  previewIdea(101, 'Warehouse robots that learn a new pick from one demonstration', 'Robotics', 8.4, 'Teach a picking arm a new item by showing it once.'),
  previewIdea(102, 'Screening retinal scans for early kidney disease', 'Health & Life Sciences', 7.9, 'A phone-camera retina check that flags kidney decline years early.'),
  previewIdea(103, 'Grid batteries scheduled by weather forecasts', 'Energy & Climate', 7.2, 'Charge and discharge storage on forecast demand, not yesterday’s.'),
];

DailyAlert.PreviewProps = {
  ideas: previewIdeas,
  coverage: { first: false, through: '2026-03-01' },
  groups: [],
  picks: [{ idea: previewIdeas[0]!, because: previewIdea(87, 'Robot hands that grasp unseen objects', 'Robotics', 8.1, ''), shared: [{ kind: 'tag', label: 'grasping' }, { kind: 'problem', label: 'few-shot learning' }] }],
  ideaUrl: (idea: AlertIdea) => `${PREVIEW_SITE_URL}${idea.path}`,
  pageUrl: (path: string) => `${PREVIEW_SITE_URL}${path}`,
  listName: LIST_NAMES.alerts,
  unsubscribeUrl: `${PREVIEW_SITE_URL}/subscription/unsubscribe?token=preview`,
  siteUrl: PREVIEW_SITE_URL,
} satisfies DailyAlertProps;

export default DailyAlert;
