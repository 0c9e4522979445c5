/**
 * Ships to the browser, on idle, on every page: turns the site's newsletter, alert and mobile Share links
 * into their popups and actions. The links work without JavaScript (/discover?newsletter=true,
 * /discover?alerts=true, #share); a modified click (new tab) is left to the browser. The dialogs
 * themselves are fetched on first use.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { track, type NewsletterSource } from '../../analytics/track.ts';
import { $newsletterRequested } from '../../stores/newsletter.ts';

const NewsletterDialog = lazy(() => import('./NewsletterDialog.tsx'));
const AlertDialog = lazy(() => import('./AlertDialog.tsx'));

const NEWSLETTER_SOURCES = new Set<NewsletterSource>(['header', 'discover', 'idea_page']);

function sourceOf(value: string | undefined): NewsletterSource {
  return NEWSLETTER_SOURCES.has(value as NewsletterSource) ? (value as NewsletterSource) : 'header';
}

/** The idea of the idea page a mobile Share action belongs to. */
function pageIdea(link: Element) {
  const page = link.closest<HTMLElement>('[data-idea-page]') ?? document.querySelector<HTMLElement>('[data-idea-page]');
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return {
    id: page?.dataset.ideaId ?? '',
    title: page?.querySelector('h1')?.textContent?.trim() ?? document.title,
    path: canonical ? new URL(canonical.href).pathname : window.location.pathname,
  };
}

/** The address asked for a popup once: a reload, Back or a copied link must not open it again after it closed. */
function dropFromAddress(param: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(param)) return;
  url.searchParams.delete(param);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export default function EngagementRoot() {
  const requested = useStore($newsletterRequested);
  // Every opening gets a new number, so a popup opened again starts with a fresh form.
  const openings = useRef(0);
  const [newsletter, setNewsletter] = useState(0);
  const [alerts, setAlerts] = useState(0);

  function openNewsletter(source: NewsletterSource) {
    openings.current += 1;
    track('newsletter_popup_opened', { variant: 'popup', source });
    setNewsletter(openings.current);
  }
  function openAlerts() {
    openings.current += 1;
    setAlerts(openings.current);
  }

  useEffect(() => {
    if (!requested) return;
    $newsletterRequested.set(false);
    dropFromAddress('newsletter');
    openNewsletter('address');
  }, [requested]);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('alerts') === 'true') {
      dropFromAddress('alerts');
      openAlerts();
    }

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const newsletterLink = target?.closest<HTMLElement>('[data-newsletter-trigger], [data-subscribe-trigger]');
      if (newsletterLink) {
        event.preventDefault();
        openNewsletter(newsletterLink.hasAttribute('data-subscribe-trigger') ? 'idea_page' : sourceOf(newsletterLink.dataset.newsletterTrigger));
        return;
      }
      if (target?.closest('[data-alert-trigger]')) {
        event.preventDefault();
        openAlerts();
        return;
      }
      const shareLink = target?.closest('[data-native-share]');
      if (shareLink) {
        event.preventDefault();
        void import('./share-actions.ts').then(({ nativeShare }) => nativeShare(pageIdea(shareLink), 'idea_mobile_bar'));
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <Suspense fallback={null}>
      {newsletter ? <NewsletterDialog opening={newsletter} onClose={() => setNewsletter(0)} /> : null}
      {alerts ? <AlertDialog opening={alerts} onClose={() => setAlerts(0)} /> : null}
    </Suspense>
  );
}
