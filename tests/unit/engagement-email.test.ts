import { describe, expect, it } from 'vitest';
import { NEWSLETTER } from '../../src/config/constants/engagement.ts';
import { checkNewsletterEmail, newsletterEmailIssues, normalizeEmail } from '../../src/engagement/email.ts';

describe('newsletter email rules', () => {
  it('accepts a well-formed address and returns it trimmed', () => {
    expect(checkNewsletterEmail('  Reader@Example.COM ')).toEqual({ ok: true, email: 'Reader@Example.COM' });
    expect(checkNewsletterEmail("o'neil+picks@mail.example.co.uk")).toEqual({ ok: true, email: "o'neil+picks@mail.example.co.uk" });
  });

  it.each(['', '   ', 'plain', 'a@b', 'a@@b.com', '@example.com', 'user@', 'user @example.com', 'user@-example.com'])('refuses %j as not an email', (raw) => {
    expect(checkNewsletterEmail(raw)).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });

  it('refuses addresses longer than 255 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(255);
    expect(newsletterEmailIssues(long)).toEqual(['Email must be less than 255 characters']);
    expect(checkNewsletterEmail(long)).toEqual({ ok: false, message: NEWSLETTER.tooLong });
  });

  it.each(['onload=alert@example.com', 'x.onerror=1@example.com', 'javascript:x@example.com', 'data:text@example.com', '<script>@example.com', '<iframe@example.com'])(
    'flags the unsafe pattern in %j with Invalid email format',
    (raw) => {
      expect(newsletterEmailIssues(raw)).toContain('Invalid email format');
    },
  );

  it('shows the most telling issue first: markup, then length, then shape', () => {
    expect(checkNewsletterEmail('onload=alert@example.com')).toEqual({ ok: false, message: 'Invalid email format' });
    expect(checkNewsletterEmail('<script>@example.com')).toEqual({ ok: false, message: 'Invalid email format' });
    expect(checkNewsletterEmail(`${'a'.repeat(250)}@example.com`)).toEqual({ ok: false, message: 'Email must be less than 255 characters' });
  });

  it('never turns what was typed into another address: it is accepted as typed or refused', () => {
    expect(checkNewsletterEmail("o'brien.x@example.com")).toEqual({ ok: true, email: "o'brien.x@example.com" });
    expect(checkNewsletterEmail('x<script>@y.com')).toEqual({ ok: false, message: 'Invalid email format' });
    expect(checkNewsletterEmail('"quoted"@example.com')).toEqual({ ok: false, message: 'Please enter a valid email address' });
    const long = `${'a'.repeat(248)}@example.com`;
    expect(long.length).toBe(260);
    expect(checkNewsletterEmail(long)).toEqual({ ok: false, message: 'Email must be less than 255 characters' });
  });

  it('normalizes to trimmed lower case', () => {
    expect(normalizeEmail('  MiXed@Example.COM\t')).toBe('mixed@example.com');
  });
});
