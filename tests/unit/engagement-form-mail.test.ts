import { describe, expect, it } from 'vitest';
import { routeFormMail } from '../../local/supabase/form-mail.ts';
import { Mailbox } from '../../local/supabase/mailbox.ts';

const policy = { siteUrl: 'http://localhost:4321', additionalRedirectUrls: ['http://localhost:4399'] };

function post(body: Record<string, string>): Request {
  return new Request('http://127.0.0.1:54321/form-mail/contact@example.test', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
}

describe('local form-mail endpoint', () => {
  it('keeps the message in the mailbox and sends the browser back to _next', async () => {
    const mailbox = new Mailbox();
    const response = await routeFormMail({ mailbox, policy }, post({
      name: 'Ada', email: 'ada@example.test', subject: 'Hello', message: 'Line one\nLine two',
      _subject: 'New contact message', _captcha: 'false', _template: 'table', _next: 'http://localhost:4399/contact?submitted=true',
    }), 'contact@example.test');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:4399/contact?submitted=true');
    expect(mailbox.list()).toEqual([
      expect.objectContaining({ to: 'contact@example.test', subject: 'New contact message', text: 'name: Ada\nemail: ada@example.test\nsubject: Hello\nmessage: Line one\nLine two' }),
    ]);
  });

  it('does not redirect to a foreign origin', async () => {
    const mailbox = new Mailbox();
    const response = await routeFormMail({ mailbox, policy }, post({ name: 'A', _next: 'https://evil.example/steal' }), 'contact@example.test');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(mailbox.list()).toHaveLength(1);
  });

  it('refuses other methods, a missing recipient and an empty form', async () => {
    const mailbox = new Mailbox();
    expect((await routeFormMail({ mailbox, policy }, new Request('http://h/form-mail/a@b.c'), 'a@b.c')).status).toBe(405);
    expect((await routeFormMail({ mailbox, policy }, post({ name: 'A' }), 'nobody')).status).toBe(404);
    expect((await routeFormMail({ mailbox, policy }, post({ _next: 'http://localhost:4321/' }), 'a@b.c')).status).toBe(400);
    expect(mailbox.list()).toEqual([]);
  });
});
