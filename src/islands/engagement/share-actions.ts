/**
 * Ships to the browser: what the share choices do (copy, native share, the share window) and the share
 * events they report. Used by the share menu and by the idea page's mobile Share action.
 */
import { track } from '../../analytics/track.ts';
import { SHARE } from '../../config/constants.ts';
import { ideaUrl, sharedUrl, shareText, shareWindowFeatures, type ShareIdea, type ShareLocation, type SharePlatform } from '../../engagement/share.ts';
import { toast } from '../../ui/toast.ts';

export function shareEvent(name: 'share_open' | 'share_click' | 'share_copy', idea: ShareIdea, location: ShareLocation, platform: SharePlatform | 'menu' | 'sheet'): void {
  track(name, { idea_id: idea.id, idea_title: idea.title, idea_url: ideaUrl(idea, window.location.origin), platform, location });
}

export function openShareWindow(href: string): void {
  window.open(href, '_blank', shareWindowFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight }));
}

/** Copy Link: the address with utm_source=copy_link, confirmed or refused by a toast. */
export async function copyShareLink(idea: ShareIdea, location: ShareLocation): Promise<void> {
  try {
    await navigator.clipboard.writeText(sharedUrl(idea, window.location.origin, 'copy_link'));
    toast({ title: SHARE.copied, description: SHARE.copiedBody });
    shareEvent('share_copy', idea, location, 'copy_link');
  } catch {
    toast({ title: SHARE.copyFailed, description: SHARE.copyFailedBody, variant: 'destructive' });
  }
}

export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The device's share sheet; where there is none, the link is copied instead ('Link copied to clipboard!').
 * A failed or cancelled native share is only logged (spec).
 */
export async function nativeShare(idea: ShareIdea, location: ShareLocation): Promise<void> {
  const url = sharedUrl(idea, window.location.origin, 'native');
  if (!canShareNatively()) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: SHARE.nativeFallback });
      shareEvent('share_copy', idea, location, 'native');
    } catch {
      toast({ title: SHARE.copyFailed, description: SHARE.copyFailedBody, variant: 'destructive' });
    }
    return;
  }
  shareEvent('share_click', idea, location, 'native');
  try {
    await navigator.share({ title: idea.title, text: shareText(idea), url });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Native share failed', error);
  }
}
