import { describe, expect, it, vi } from 'vitest';
import { subscribe, subscriptionOutcome, type SubscribeCall } from '../../src/engagement/subscribe.ts';

describe('subscriptions', () => {
  it('sends its list and the trimmed, lower-cased address only', async () => {
    const insert = vi.fn<SubscribeCall>(async () => ({ ok: true, sent: true }));
    await expect(subscribe('newsletter', '  Reader@Example.COM ', insert)).resolves.toEqual({ ok: true, sent: true });
    await expect(subscribe('alerts', ' Alerts@Example.com', insert)).resolves.toEqual({ ok: true, sent: true });
    expect(insert.mock.calls).toEqual([
      ['newsletter', 'reader@example.com'],
      ['alerts', 'alerts@example.com'],
    ]);
  });

  it('a success says whether an email went out now, or the one sent minutes ago is the one to use', () => {
    expect(subscriptionOutcome('alerts', { ok: true, sent: false })).toEqual({ ok: true, sent: false });
    expect(subscriptionOutcome('alerts', { ok: true, sent: true })).toEqual({ ok: true, sent: true });
    // An older function's answer, without the field: it sent the email.
    expect(subscriptionOutcome('newsletter', { ok: true })).toEqual({ ok: true, sent: true });
  });

  it('an address the function refuses is Failed to subscribe, as the error catalogue words any other error', () => {
    expect(subscriptionOutcome('alerts', { ok: false, reason: 'invalid', message: 'Invalid email format' })).toEqual({
      ok: false,
      reason: 'insert_error',
      message: 'Failed to subscribe. Please try again.',
    });
  });

  it('maps a unique violation (23505) to the already-subscribed message of each list', () => {
    expect(subscriptionOutcome('newsletter', { ok: false, reason: 'duplicate' })).toEqual({
      ok: false,
      reason: 'duplicate',
      message: 'This email is already subscribed to our newsletter.',
    });
    expect(subscriptionOutcome('alerts', { ok: false, reason: 'duplicate' })).toEqual({
      ok: false,
      reason: 'duplicate',
      message: 'This email is already subscribed to daily alerts.',
    });
  });

  it("a refusal over a limit says which, in words, and never lets the server's text through", () => {
    expect(subscriptionOutcome('newsletter', { ok: false, reason: 'rate_limited', limit: 'mailbox', message: 'server words' })).toEqual({
      ok: false,
      reason: 'rate_limited',
      message: 'Confirmation emails were already sent to this address today. Please use the link in the newest one, or try again tomorrow.',
    });
    expect(subscriptionOutcome('alerts', { ok: false, reason: 'rate_limited', limit: 'client' })).toMatchObject({ message: 'Too many subscriptions from your network in the last hour. Please try again later.' });
    expect(subscriptionOutcome('alerts', { ok: false, reason: 'rate_limited', limit: 'anything' })).toMatchObject({ message: 'We are receiving too many subscriptions right now. Please try again in an hour.' });
  });

  it('maps any other insert error to Failed to subscribe', () => {
    expect(subscriptionOutcome('newsletter', { ok: false, reason: 'insert_error' })).toEqual({ ok: false, reason: 'insert_error', message: 'Failed to subscribe. Please try again.' });
    expect(subscriptionOutcome('alerts', { ok: false })).toEqual({ ok: false, reason: 'insert_error', message: 'Failed to subscribe. Please try again.' });
    // The confirmation email could not be sent: never "You're Subscribed".
    expect(subscriptionOutcome('alerts', { ok: false, reason: 'send_error', message: 'Failed to subscribe. Please try again.' })).toEqual({
      ok: false,
      reason: 'insert_error',
      message: 'Failed to subscribe. Please try again.',
    });
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
