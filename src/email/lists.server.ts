/** Server-only: the two mailing lists and what their emails say about them. */
import { ALERTS, NEWSLETTER } from '../config/constants/engagement.ts';
import { type SubscriptionList } from '../config/constants/email.ts';

/** utm_source of the idea links in each list's emails. */
export const UTM_SOURCES: Record<SubscriptionList, string> = { newsletter: 'newsletter', alerts: 'alert' };

export const LIST_TEXTS = { newsletter: NEWSLETTER, alerts: ALERTS } as const;
