/**
 * Server-only: an issue of Weekly Venture Picks, the week's best ideas by composite score with a short
 * summary each. The picks come from src/newsletter/issue.build.ts, as on the issue's archive page.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { WEEKLY_PICKS } from '../../config/constants/newsletter.ts';
import { formatComposite, formatScore } from '../../ideas/format.ts';
import { issueDates, type IssuePick, unbrokenDates, type WeeklyIssue } from '../../newsletter/issue.build.ts';
import { LIST_NAMES } from '../../config/constants/email.ts';
import { COLORS, Layout, PREVIEW_SITE_URL } from './Layout.server.tsx';

export interface WeeklyPicksProps {
  issue: WeeklyIssue;
  /** Each pick's address, with its UTM tags. */
  ideaUrl: (pick: IssuePick) => string;
  /** The issue's archive page; for a week in progress, the archive (the issue's page does not exist yet). */
  archiveUrl: string;
  /** A preview of the current week, before it ends. */
  inProgress: boolean;
  listName: string;
  unsubscribeUrl: string;
  siteUrl: string;
}

/** "Composite 8.3/10 · Novelty 8 · Market 9 · Feasibility 7.5 · Robotics" */
export function pickFacts(pick: IssuePick): string {
  return [
    `Composite ${formatComposite(pick.totalScore)}/10`,
    `Novelty ${formatScore(pick.novelty)}`,
    `Market ${formatScore(pick.marketPotential)}`,
    `Feasibility ${formatScore(pick.feasibility)}`,
    pick.primaryCategory,
  ].join(' · ');
}

function PickEntry({ pick, rank, url }: { pick: IssuePick; rank: number; url: string }) {
  return (
    <Section style={{ borderTop: `1px solid ${COLORS.border}`, padding: '12px 0' }}>
      <Heading as="h2" style={{ fontSize: '17px', lineHeight: '24px', margin: '0 0 4px' }}>
        {`${rank}. `}
        <Link href={url} className="rv-link" style={{ color: COLORS.link }}>
          {pick.heading}
        </Link>
      </Heading>
      <Text className="rv-muted" style={{ color: COLORS.muted, fontSize: '13px', lineHeight: '18px', margin: '0 0 4px' }}>
        {pickFacts(pick)}
      </Text>
      {pick.summary ? <Text style={{ fontSize: '15px', lineHeight: '22px', margin: 0 }}>{pick.summary}</Text> : null}
    </Section>
  );
}

export function WeeklyPicks({ issue, ideaUrl, archiveUrl, inProgress, listName, unsubscribeUrl, siteUrl }: WeeklyPicksProps) {
  const t = WEEKLY_PICKS.email;
  return (
    <Layout preview={t.subject(issue.label)} listName={listName} unsubscribeUrl={unsubscribeUrl} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '0 0 8px' }}>
        {`${t.heading}, ${unbrokenDates(issue.label)}`}
      </Heading>
      {inProgress ? (
        <Text style={{ borderLeft: `4px solid ${COLORS.link}`, fontSize: '15px', lineHeight: '22px', margin: '0 0 8px', padding: '4px 0 4px 12px' }}>{t.inProgress}</Text>
      ) : null}
      <Text style={{ fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' }}>{t.intro(issueDates(issue))}</Text>
      {issue.picks.map((pick, index) => (
        <PickEntry key={pick.number} pick={pick} rank={index + 1} url={ideaUrl(pick)} />
      ))}
      <Section style={{ paddingTop: '12px' }}>
        <Button href={archiveUrl} style={{ backgroundColor: COLORS.link, borderRadius: '6px', color: '#ffffff', fontSize: '15px', fontWeight: 600, padding: '10px 16px' }}>
          {inProgress ? t.archiveIndexLink : t.archiveLink}
        </Button>
      </Section>
    </Layout>
  );
}

const previewPick = (number: number, heading: string, primaryCategory: string, scores: [number, number, number, number], summary: string): IssuePick => {
  const [novelty, marketPotential, feasibility, totalScore] = scores;
  return { number, heading, path: `/idea/${number}`, primaryCategory, novelty, marketPotential, feasibility, totalScore, summary };
};

WeeklyPicks.PreviewProps = {
  issue: {
    week: { year: 2026, week: 9 },
    label: '2026-W09',
    edition: 'picks-2026-W09',
    path: '/newsletter/2026-w09',
    first: '2026-02-23',
    last: '2026-03-01',
    ideaCount: 14,
    picks: [
      previewPick(96, 'Warehouse robots that learn a new pick from one demonstration', 'Robotics', [9, 8.5, 8, 8.5], 'Teach a picking arm a new item by showing it once.'),
      previewPick(91, 'Screening retinal scans for early kidney disease', 'Health & Life Sciences', [8, 9, 7, 8], 'A phone-camera retina check that flags kidney decline years early.'),
      previewPick(88, 'Grid batteries scheduled by weather forecasts', 'Energy & Climate', [7, 8, 8.5, 7.8], 'Charge and discharge storage on forecast demand.'),
    ],
  },
  ideaUrl: (pick: IssuePick) => `${PREVIEW_SITE_URL}${pick.path}`,
  archiveUrl: `${PREVIEW_SITE_URL}/newsletter/2026-w09`,
  inProgress: false,
  listName: LIST_NAMES.newsletter,
  unsubscribeUrl: `${PREVIEW_SITE_URL}/subscription/unsubscribe?token=preview`,
  siteUrl: PREVIEW_SITE_URL,
} satisfies WeeklyPicksProps;

export default WeeklyPicks;
