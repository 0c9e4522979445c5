// The newsletter form (popup and footer) and the daily alerts popup as a person fills them in: the rule a
// typed address breaks, said under the form and kept as typed; an address the subscribe function refuses, in
// the catalogue's words; and the funnel events, which never carry the address. The subscribe function is
// answered here (its own refusals are tests/functions/mail-functions.test.ts's and tests/db's subject); what the
// form makes of its answer goes through the real subscribe().
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ALERTS, NEWSLETTER } from '../../src/config/constants/engagement.ts';
import { SUBSCRIPTION } from '../../src/config/constants/email.ts';
import * as subscription from '../../src/engagement/subscribe.ts';
import AlertDialog from '../../src/islands/engagement/AlertDialog.tsx';
import NewsletterForm from '../../src/islands/engagement/NewsletterForm.tsx';

vi.mock('../../src/engagement/subscribe.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engagement/subscribe.ts')>();
  return { ...real, subscribe: vi.fn(real.subscribe) };
});

const real = await vi.importActual<typeof import('../../src/engagement/subscribe.ts')>('../../src/engagement/subscribe.ts');

/** The subscribe function answers `answer` (the real subscribe() turns it into what the form shows). */
function functionAnswers(answer: subscription.SubscribeAnswer) {
  const calls: [string, string][] = [];
  vi.mocked(subscription.subscribe).mockImplementation((kind, email) =>
    real.subscribe(kind, email, async (list, address) => {
      calls.push([list, address]);
      return answer;
    }),
  );
  return calls;
}

/** What gtag was handed, as the analytics tag's queue would keep it. */
let events: { name: string; params: Record<string, string> }[];
beforeEach(() => {
  events = [];
  vi.stubGlobal('gtag', (kind: string, name: string, params: Record<string, string>) => {
    if (kind === 'event') events.push({ name, params });
  });
});
afterEach(() => {
  vi.mocked(subscription.subscribe).mockReset();
});

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('the newsletter popup form', () => {
  test('an email field the browser can fill, a blank address cannot be sent, and the latest issue is read in the same tab', () => {
    render(<NewsletterForm variant="popup" archivePath="/newsletter/2026-w05" />);
    const input = screen.getByLabelText(NEWSLETTER.emailLabel);
    expect([input.getAttribute('type'), input.getAttribute('placeholder'), input.getAttribute('autocomplete'), input.hasAttribute('required')]).toEqual(['email', NEWSLETTER.placeholder, 'email', true]);
    expect(screen.getByText(NEWSLETTER.tagline)).toBeTruthy();
    const submit = screen.getByRole('button', { name: NEWSLETTER.submit }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(input, '   ');
    expect(submit.disabled).toBe(true);
    type(input, 'a');
    expect(submit.disabled).toBe(false);
    const issue = screen.getByRole('link', { name: NEWSLETTER.readThisWeek });
    expect(issue.getAttribute('href')).toBe('/newsletter/2026-w05');
    expect(issue.hasAttribute('target')).toBe(false);
  });

  test('an invalid address: the first rule it breaks, under the form; typing clears it; what was typed stays as typed and is never sent', () => {
    render(<NewsletterForm variant="popup" />);
    const input = screen.getByLabelText(NEWSLETTER.emailLabel) as HTMLInputElement;
    const submit = () => fireEvent.click(screen.getByRole('button', { name: NEWSLETTER.submit }));

    type(input, 'not-an-email');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    type(input, 'onload=alert@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Invalid email format');

    type(input, 'x<script>@y.com');
    submit();
    expect(input.value).toBe('x<script>@y.com');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email format');

    const long = `${'a'.repeat(248)}@example.com`;
    type(input, long);
    submit();
    expect(input.value).toBe(long);
    expect(screen.getByRole('alert').textContent).toBe('Email must be less than 255 characters');

    expect(subscription.subscribe).not.toHaveBeenCalled();
    expect(events.filter((event) => event.name === 'newsletter_signup_failed').map((event) => event.params)).toEqual(Array(4).fill({ variant: 'popup', reason: 'validation' }));
    expect(events.map((event) => event.name).slice(0, 1)).toEqual(['newsletter_email_entered']);
  });
});

describe('the footer newsletter form', () => {
  test('an address already on the list is said inline, the form stays, and typing clears the message', async () => {
    const calls = functionAnswers({ ok: false, reason: 'duplicate' });
    render(<NewsletterForm variant="footer" />);
    const input = screen.getByLabelText(NEWSLETTER.footerLabel);
    expect(screen.getByRole('link', { name: NEWSLETTER.readPrevious }).getAttribute('href')).toBe(NEWSLETTER.archivePath);
    fireEvent.focus(input);
    type(input, 'Reader@Example.TEST');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: NEWSLETTER.submit })));

    expect(calls).toEqual([['newsletter', 'reader@example.test']]);
    expect(screen.getByRole('alert').textContent).toBe(NEWSLETTER.duplicate);
    expect(screen.queryByRole('heading', { name: NEWSLETTER.failureTitle })).toBeNull();
    expect((screen.getByLabelText(NEWSLETTER.footerLabel) as HTMLInputElement).value).toBe('Reader@Example.TEST');
    type(screen.getByLabelText(NEWSLETTER.footerLabel), 'Reader@Example.TESTx');
    expect(screen.queryByRole('alert')).toBeNull();

    expect(events.map((event) => event.name)).toEqual(['newsletter_form_focused', 'newsletter_email_entered', 'newsletter_submitted', 'newsletter_signup_failed']);
    expect(events.at(-1)!.params).toEqual({ variant: 'footer', reason: 'duplicate' });
    expect(JSON.stringify(events).toLowerCase()).not.toContain('reader');
  });

  test('a subscription: the success says to check the inbox, or to use the email sent minutes ago', async () => {
    functionAnswers({ ok: true, sent: false });
    render(<NewsletterForm variant="footer" />);
    type(screen.getByLabelText(NEWSLETTER.footerLabel), 'reader@example.test');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: NEWSLETTER.submit })));
    expect(within(screen.getByRole('status')).getByRole('heading', { name: NEWSLETTER.successTitle })).toBeTruthy();
    expect(document.querySelector('[data-check-inbox]')!.textContent).toBe(SUBSCRIPTION.alreadySent);
    expect(events.at(-1)).toEqual({ name: 'newsletter_signup_success', params: { variant: 'footer' } });
  });
});

describe('the daily alerts popup', () => {
  function renderAlerts() {
    render(<AlertDialog opening={1} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: ALERTS.title });
    return { dialog, input: within(dialog).getByLabelText(ALERTS.emailLabel) as HTMLInputElement };
  }

  test("the browser's own checks stop a blank or malformed address: a required email field in a validated form", () => {
    const { input } = renderAlerts();
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(input.form!.noValidate).toBe(false);
  });

  test.each([
    ['an address the database refuses (no dotted domain)', { ok: false, reason: 'invalid' }, ALERTS.failed],
    ['an inbox that had its confirmation emails today', { ok: false, reason: 'rate_limited', limit: 'mailbox' }, SUBSCRIPTION.tooMany.mailbox],
  ] as const)('%s: Subscription Failed in plain words, and Try Again brings back an empty form', async (_, answer, message) => {
    functionAnswers(answer);
    const { dialog, input } = renderAlerts();
    type(input, 'someone@localhost');
    await act(async () => fireEvent.submit(input.form!));
    const failure = within(dialog).getByRole('alert');
    expect(within(failure).getByRole('heading', { name: ALERTS.failureTitle })).toBe(document.activeElement);
    expect(failure.textContent).toContain(message);
    fireEvent.click(within(dialog).getByRole('button', { name: ALERTS.tryAgain }));
    expect((within(dialog).getByLabelText(ALERTS.emailLabel) as HTMLInputElement).value).toBe('');
  });
});
