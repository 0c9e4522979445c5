import { describe, expect, it, vi } from 'vitest';
import { subscribe, subscriptionOutcome, type SubscribeCall } from '../../src/engagement/subscribe.ts';

describe('subscriptions', () => {
  it('calls the subscribe function of its list with the trimmed, lower-cased address only', async () => {
    const insert = vi.fn<SubscribeCall>(async () => ({ error: null }));
    await expect(subscribe('newsletter', '  Reader@Example.COM ', insert)).resolves.toEqual({ ok: true });
    await expect(subscribe('alerts', ' Alerts@Example.com', insert)).resolves.toEqual({ ok: true });
    expect(insert.mock.calls).toEqual([
      ['subscribe_to_newsletter', { email: 'reader@example.com' }],
      ['subscribe_to_daily_alerts', { email: 'alerts@example.com' }],
    ]);
  });

  it('maps a unique violation (23505) to the already-subscribed message of each list', () => {
    expect(subscriptionOutcome('newsletter', { code: '23505' })).toEqual({
      ok: false,
      reason: 'duplicate',
      message: 'This email is already subscribed to our newsletter.',
    });
    expect(subscriptionOutcome('alerts', { code: '23505' })).toEqual({
      ok: false,
      reason: 'duplicate',
      message: 'This email is already subscribed to daily alerts.',
    });
  });

  it('maps any other insert error to Failed to subscribe', () => {
    expect(subscriptionOutcome('newsletter', { code: '23514' })).toEqual({ ok: false, reason: 'insert_error', message: 'Failed to subscribe. Please try again.' });
    expect(subscriptionOutcome('alerts', {})).toEqual({ ok: false, reason: 'insert_error', message: 'Failed to subscribe. Please try again.' });
  });

  it('maps a thrown error (network, chunk load) to the unexpected-error message', async () => {
    const insert: SubscribeCall = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(subscribe('newsletter', 'a@example.com', insert)).resolves.toEqual({
      ok: false,
      reason: 'exception',
      message: 'An unexpected error occurred. Please try again.',
    });
    await expect(subscribe('alerts', 'a@example.com', insert)).resolves.toMatchObject({ message: 'An unexpected error occurred. Please try again.' });
  });
});
