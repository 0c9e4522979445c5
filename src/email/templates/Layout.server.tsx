/**
 * Server-only: the frame of every email. Readable in dark mode (color-scheme plus a prefers-color-scheme
 * block for clients that honour it) and at 320 px (one fluid column, no fixed widths, and a long unbroken
 * word, such as a URL in sheet text, wraps rather than widening the column).
 */
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { SITE } from '../../config/site.ts';
import { SUBSCRIPTION } from '../../config/constants/email.ts';
import { DARK_MODE_CSS } from './dark-mode.ts';

export const COLORS = { text: '#1a1a1a', muted: '#555b66', link: '#1d4ed8', border: '#e2e4e8', background: '#f6f7f9', card: '#ffffff' } as const;

/** The site address in the templates' PreviewProps (React Email's preview server renders each with them). */
export const PREVIEW_SITE_URL = 'https://researchventures.ai';

export interface LayoutProps {
  preview: string;
  /** Why the reader gets this email; with unsubscribeUrl it is the footer. */
  listName: string;
  unsubscribeUrl?: string;
  siteUrl: string;
  children?: ReactNode;
}

export function Layout({ preview, listName, unsubscribeUrl, siteUrl, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="rv-body"
        style={{ backgroundColor: COLORS.background, color: COLORS.text, fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif', margin: 0, padding: '16px 8px', overflowWrap: 'anywhere' }}
      >
        <Container
          className="rv-card"
          style={{ backgroundColor: COLORS.card, border: `1px solid ${COLORS.border}`, borderRadius: '8px', maxWidth: '600px', width: '100%', padding: '20px 16px' }}
        >
          <Text style={{ fontSize: '14px', fontWeight: 700, margin: '0 0 12px' }}>
            <Link href={siteUrl} className="rv-link" style={{ color: COLORS.link }}>
              {SITE.name}
            </Link>
          </Text>
          {children}
          <Hr style={{ borderColor: COLORS.border, margin: '24px 0 12px' }} />
          <Section>
            <Text className="rv-muted" style={{ color: COLORS.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              {SUBSCRIPTION.emails.why(listName)}
            </Text>
            {unsubscribeUrl ? (
              <Text style={{ fontSize: '12px', margin: '4px 0 0' }}>
                <Link href={unsubscribeUrl} className="rv-link" style={{ color: COLORS.link }}>
                  {SUBSCRIPTION.emails.unsubscribe}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
