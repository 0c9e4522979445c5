/**
 * Ships to the browser: what the share choices do (copy, native share, the share window) and the share
 * events they report. Loaded on demand (share-loader.ts) by the Share buttons and the share menu.
 */
import { track } from '../../analytics/track.ts';
import { SHARE } from '../../config/constants/engagement.ts';
import { ideaUrl, sharedUrl, shareText, shareWindowFeatures, type ShareIdea, type ShareLocation, type SharePlatform } from '../../engagement/share.ts';
import { toast } from '../../ui/toast.ts';
import { MOBILE_QUERY } from '../../ui/useMediaQuery.ts';

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

/** A phone by the site's breakpoint (768 px or less): Share shows the bottom sheet rather than the menu. */
function isPhone(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * The site's one Share behaviour, first step: on a phone with its own share, hands the idea to it and says
 * so (true); otherwise the caller opens the share sheet (phone) or menu.
 */
export function deviceShare(idea: ShareIdea, location: ShareLocation): boolean {
  if (!isPhone() || typeof navigator.share !== 'function') return false;
  // A press held while the page loaded this code can come after its gesture has expired: the device would
  // refuse, so the sheet opens instead. (Browsers without userActivation are left to try.)
  if (navigator.userActivation?.isActive === false) return false;
  void nativeShare(idea, location);
  return true;
}

/**
 * The device's share sheet. A failed or cancelled native share is only logged
 * (docs/spec/workspace-and-operations.md#share-menu-on-idea-pages-and-cards).
 */
async function nativeShare(idea: ShareIdea, location: ShareLocation): Promise<void> {
  const url = sharedUrl(idea, window.location.origin, 'native');
  shareEvent('share_click', idea, location, 'native');
  try {
    await navigator.share({ title: idea.title, text: shareText(idea), url });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Native share failed', error);
  }
}
