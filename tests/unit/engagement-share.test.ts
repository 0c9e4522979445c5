import { describe, expect, it } from 'vitest';
import { ideaUrl, sharedUrl, shareTargets, shareWindowFeatures } from '../../src/engagement/share.ts';

const idea = { id: 'idea-7', title: 'Robots & rivers: "fast"', path: '/idea/robots-and-rivers-fast-7' };
const origin = 'https://researchventures.example';
const utm = (source: string) => ({ utm_source: source, utm_medium: 'social', utm_campaign: 'idea_share' });

function params(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('share targets', () => {
  it('lists WhatsApp, X, Reddit and Email on wide screens, and Message (SMS) only on phones', () => {
    expect(shareTargets(idea, origin, false).map((t) => t.label)).toEqual(['WhatsApp', 'X', 'Reddit', 'Email']);
    expect(shareTargets(idea, origin, true).map((t) => t.label)).toEqual(['WhatsApp', 'Message', 'X', 'Reddit', 'Email']);
  });

  it('builds every channel address with its own utm_source and the campaign values', () => {
    const byPlatform = Object.fromEntries(shareTargets(idea, origin, true).map((t) => [t.platform, t]));
    const whatsapp = new URL(byPlatform.whatsapp!.href);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    const whatsappLink = whatsapp.searchParams.get('text')!.split(' ').at(-1)!;
    expect(params(whatsappLink)).toEqual(utm('whatsapp'));

    const x = new URL(byPlatform.x!.href);
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('text')).toBe('Robots & rivers: "fast" - an AI startup idea from research');
    expect(params(x.searchParams.get('url')!)).toEqual(utm('x'));

    const reddit = new URL(byPlatform.reddit!.href);
    expect(reddit.origin + reddit.pathname).toBe('https://www.reddit.com/submit');
    expect(new URL(reddit.searchParams.get('url')!).pathname).toBe(idea.path);
    expect(params(reddit.searchParams.get('url')!)).toEqual(utm('reddit'));

    const email = byPlatform.email!.href;
    expect(email.startsWith('mailto:?subject=')).toBe(true);
    const body = decodeURIComponent(email.split('&body=')[1]!);
    expect(params(body.split('\n').at(-1)!)).toEqual(utm('email'));

    const sms = byPlatform.sms!.href;
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(params(decodeURIComponent(sms.split('body=')[1]!).split(' ').at(-1)!)).toEqual(utm('sms'));
  });

  it('opens the web channels in a share window and hands mail and SMS to their apps', () => {
    expect(Object.fromEntries(shareTargets(idea, origin, true).map((t) => [t.platform, t.opens]))).toEqual({
      whatsapp: 'window',
      sms: 'app',
      x: 'window',
      reddit: 'window',
      email: 'app',
    });
  });

  it('marks the copied link as copy_link and the native share as share_button', () => {
    expect(sharedUrl(idea, origin, 'copy_link')).toBe(`${origin}${idea.path}?utm_source=copy_link&utm_medium=social&utm_campaign=idea_share`);
    expect(params(sharedUrl(idea, origin, 'native'))).toEqual(utm('share_button'));
    expect(ideaUrl(idea, origin)).toBe(`${origin}${idea.path}`);
  });

  it('sizes the share window 600 by 600, centred on the current window', () => {
    expect(shareWindowFeatures({ left: 100, top: 50, width: 1400, height: 1000 })).toBe('width=600,height=600,left=500,top=250,noopener,noreferrer');
    expect(shareWindowFeatures({ left: 0, top: 0, width: 390, height: 500 })).toBe('width=600,height=600,left=0,top=0,noopener,noreferrer');
  });
});
