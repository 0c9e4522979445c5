/**
 * Ships to the browser (only where a measurement id is configured): the gtag queue, so events tracked
 * before the tag script arrives are kept, the async tag script, and the page_view event.
 */
import { ANALYTICS } from '../config/constants/engagement.ts';
import { pageLocation, track } from './track.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function startAnalytics(): void {
  const id = document.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS.idMetaName}"]`)?.content;
  if (!id) return;
  const queue = (window.dataLayer ??= []);
  // gtag.js reads the arguments object itself, not an array copy of it.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the arguments object itself, as said above
    queue.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS.tagUrl}?${new URLSearchParams({ id })}`;
  document.head.append(script);
  track('page_view', { page_path: location.pathname, page_title: document.title, page_location: pageLocation(location.href) });
}
