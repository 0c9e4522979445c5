import { describe, expect, it } from 'vitest';
import { cleanedContactAddress, contactPrefill, contactReturnUrl, contactSubmitted } from '../../src/engagement/contact.ts';
import { feedbackHref } from '../../src/ideas/format.ts';

describe('contact page address', () => {
  it('prefills subject and message from the feedback link of an idea', () => {
    const href = feedbackHref('Robots & rivers <b>');
    expect(contactPrefill(new URL(href, 'https://x.test').search)).toEqual({
      subject: 'User Feedback On Venture Idea',
      message: 'Idea Title: Robots & rivers <b>',
    });
    expect(contactPrefill('')).toEqual({ subject: '', message: '' });
  });

  it('reads the success flag only when it is exactly true', () => {
    expect(contactSubmitted('?submitted=true')).toBe(true);
    expect(contactSubmitted('?submitted=1')).toBe(false);
    expect(contactSubmitted('')).toBe(false);
  });

  it('cleans the success flag from the address and keeps the rest', () => {
    expect(cleanedContactAddress('https://x.test/contact?submitted=true')).toBe('/contact');
    expect(cleanedContactAddress('https://x.test/contact?submitted=true&utm_source=a#form')).toBe('/contact?utm_source=a#form');
  });

  it('returns to /contact?submitted=true on the given origin', () => {
    expect(contactReturnUrl('http://localhost:4321')).toBe('http://localhost:4321/contact?submitted=true');
  });
});
