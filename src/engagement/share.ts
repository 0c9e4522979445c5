/**
 * Ships to the browser: the share menu's targets and their addresses (docs/spec/workspace-and-operations.md,
 * sections 2 and 7). Every link carries the channel as utm_source plus the campaign values.
 */
import { SHARE } from '../config/constants/engagement.ts';
import { UTM } from '../config/constants/catalogue.ts';

/** The idea being shared; `path` is its canonical path (/idea/slug-number). */
export interface ShareIdea {
  id: string;
  title: string;
  path: string;
}

export type SharePlatform = 'whatsapp' | 'sms' | 'x' | 'reddit' | 'email' | 'copy_link' | 'native';

/** Where a share started, reported with every share event. */
export type ShareLocation = 'idea_page' | 'discover_card' | 'idea_mobile_bar';

/** utm_source per channel; the native (and generic) share reports itself as the share button. */
const SOURCES: Record<SharePlatform, string> = {
  whatsapp: 'whatsapp',
  sms: 'sms',
  x: 'x',
  reddit: 'reddit',
  email: 'email',
  copy_link: 'copy_link',
  native: UTM.source,
};

/** The idea's address on this site, without campaign values. */
export function ideaUrl(idea: ShareIdea, origin: string): string {
  return new URL(idea.path, origin).href;
}

/** The idea's address as shared through one channel. */
export function sharedUrl(idea: ShareIdea, origin: string, platform: SharePlatform): string {
  const url = new URL(idea.path, origin);
  url.search = new URLSearchParams({ utm_source: SOURCES[platform], utm_medium: UTM.medium, utm_campaign: UTM.campaign }).toString();
  return url.href;
}

export function shareText(idea: ShareIdea): string {
  return `${idea.title} - an AI startup idea from research`;
}

export interface ShareTarget {
  platform: Exclude<SharePlatform, 'copy_link' | 'native'>;
  label: string;
  href: string;
  /** 'window': a 600x600 share window; 'app': hand the link to the mail or messages app. */
  opens: 'window' | 'app';
}

/** The link targets in menu order; Message (SMS) only on phones. Copy Link and native share are actions. */
export function shareTargets(idea: ShareIdea, origin: string, mobile: boolean): ShareTarget[] {
  const text = shareText(idea);
  const link = (platform: SharePlatform) => sharedUrl(idea, origin, platform);
  const targets: ShareTarget[] = [
    { platform: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link('whatsapp')}`)}`, opens: 'window' },
  ];
  if (mobile) targets.push({ platform: 'sms', label: 'Message', href: `sms:?&body=${encodeURIComponent(`${text} ${link('sms')}`)}`, opens: 'app' });
  targets.push(
    { platform: 'x', label: 'X', href: `https://x.com/intent/post?${new URLSearchParams({ text, url: link('x') })}`, opens: 'window' },
    { platform: 'reddit', label: 'Reddit', href: `https://www.reddit.com/submit?${new URLSearchParams({ url: link('reddit'), title: text })}`, opens: 'window' },
    { platform: 'email', label: 'Email', href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}\n\n${link('email')}`)}`, opens: 'app' },
  );
  return targets;
}

/** window.open features of the share window: 600x600, centred on the current window. */
export function shareWindowFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - SHARE.windowWidth) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - SHARE.windowHeight) / 2));
  return `width=${SHARE.windowWidth},height=${SHARE.windowHeight},left=${left},top=${top},noopener,noreferrer`;
}
