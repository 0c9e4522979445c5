/** Server-only: the double opt-in email. Its only link is the confirmation; it has no unsubscribe yet. */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { LIST_NAMES, SUBSCRIPTION } from '../../config/constants/email.ts';
import { COLORS, Layout, PREVIEW_SITE_URL } from './Layout.server.tsx';

export interface ConfirmSubscriptionProps {
  listName: string;
  confirmUrl: string;
  siteUrl: string;
}

export function ConfirmSubscription({ listName, confirmUrl, siteUrl }: ConfirmSubscriptionProps) {
  const t = SUBSCRIPTION.emails;
  return (
    <Layout preview={t.confirmSubject(listName)} listName={listName} siteUrl={siteUrl}>
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '0 0 12px' }}>
        {t.confirmHeading(listName)}
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px' }}>{t.confirmBody}</Text>
      <Button href={confirmUrl} style={{ backgroundColor: COLORS.link, color: '#ffffff', borderRadius: '6px', padding: '12px 18px', fontSize: '16px', fontWeight: 600 }}>
        {t.confirmButton}
      </Button>
      <Text style={{ fontSize: '14px', lineHeight: '20px', wordBreak: 'break-all' }}>{confirmUrl}</Text>
      <Text className="rv-muted" style={{ color: COLORS.muted, fontSize: '14px', lineHeight: '20px' }}>
        {t.confirmIgnore}
      </Text>
    </Layout>
  );
}

ConfirmSubscription.PreviewProps = {
  listName: LIST_NAMES.newsletter,
  confirmUrl: `${PREVIEW_SITE_URL}/subscription/confirm?token=preview`,
  siteUrl: PREVIEW_SITE_URL,
} satisfies ConfirmSubscriptionProps;

export default ConfirmSubscription;
