/**
 * The auth mails of the local stand-in (development and tests only), worded like Supabase's default
 * templates: a verification link to /auth/v1/verify and the same token as a 6-digit code.
 */
import { escapeHtml } from '../http.ts';
import type { MailInput } from '../mailbox.ts';
import type { AuthSettings } from './settings.ts';

export type MailKind = 'signup' | 'magiclink' | 'recovery' | 'email_change';

const TEMPLATES: Record<MailKind, { subject: string; heading: string; action: string; button: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    action: 'Follow this link to confirm your user:',
    button: 'Confirm your mail',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    action: 'Follow this link to login:',
    button: 'Log In',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    action: 'Follow this link to reset the password for your user:',
    button: 'Reset Password',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    action: 'Follow this link to confirm the update of your email:',
    button: 'Change Email',
  },
};

export function verifyLink(settings: AuthSettings, linkToken: string, kind: MailKind, redirectTo: string): string {
  const params = new URLSearchParams({ token: linkToken, type: kind, redirect_to: redirectTo });
  return `${settings.apiUrl}/auth/v1/verify?${params.toString()}`;
}

export function authMail(to: string, kind: MailKind, link: string, otp: string): MailInput {
  const t = TEMPLATES[kind];
  const text = `${t.heading}\n\n${t.action}\n${link}\n\nAlternatively, enter the code: ${otp}\n\n(Sent by the local Supabase stand-in; nothing was emailed.)`;
  const html = `<h2>${escapeHtml(t.heading)}</h2>
<p>${escapeHtml(t.action)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>
<p>Alternatively, enter the code: ${escapeHtml(otp)}</p>`;
  return { to, subject: t.subject, text, html };
}
