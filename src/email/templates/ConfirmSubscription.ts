/** Server-only: the double opt-in email. Its only link is the confirmation; it has no unsubscribe yet. */
import { createElement as h } from 'react';
import { Button, Heading, Text } from '@react-email/components';
import { SUBSCRIPTION } from '../../config/constants.ts';
import { COLORS, Layout } from './Layout.ts';

export interface ConfirmSubscriptionProps {
  listName: string;
  confirmUrl: string;
  siteUrl: string;
}

export function ConfirmSubscription({ listName, confirmUrl, siteUrl }: ConfirmSubscriptionProps) {
  const t = SUBSCRIPTION.emails;
  return h(
    Layout,
    { preview: t.confirmSubject(listName), listName, siteUrl },
    h(Heading, { as: 'h1', style: { fontSize: '22px', lineHeight: '28px', margin: '0 0 12px' } }, t.confirmHeading(listName)),
    h(Text, { style: { fontSize: '16px', lineHeight: '24px' } }, t.confirmBody),
    h(
      Button,
      { href: confirmUrl, style: { backgroundColor: COLORS.link, color: '#ffffff', borderRadius: '6px', padding: '12px 18px', fontSize: '16px', fontWeight: 600 } },
      t.confirmButton,
    ),
    h(Text, { style: { fontSize: '14px', lineHeight: '20px', wordBreak: 'break-all' } }, confirmUrl),
    h(Text, { className: 'rv-muted', style: { color: COLORS.muted, fontSize: '14px', lineHeight: '20px' } }, t.confirmIgnore),
  );
}
