/**
 * Ships to the browser, on every page, when first wanted (client:session: one of its triggers is pointed
 * at, focused or clicked, a session is stored, or the address asks for a popup): turns the site's
 * newsletter and alert links into their popups and closes a popover menu marked data-close-on-choice when
 * a link in it is chosen. The links work without JavaScript (/discover?newsletter=true,
 * /discover?alerts=true); a modified click (new tab) is left to the browser. The dialogs themselves are
 * fetched on first use.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { track, type NewsletterSource } from '../../analytics/track.ts';
import { islandLive } from '../../hydration/islands.ts';
import { $newsletterRequested } from '../../stores/newsletter.ts';

const NEWSLETTER_TRIGGER = '[data-newsletter-trigger], [data-subscribe-trigger]';
const ALERT_TRIGGER = '[data-alert-trigger]';
/** What this island answers: client:session loads it when one of them is wanted. */
export const ENGAGEMENT_TRIGGERS = [NEWSLETTER_TRIGGER, ALERT_TRIGGER].join(', ');
/** Addresses that open a popup as the page loads. */
export const ENGAGEMENT_PARAMS = ['newsletter', 'alerts'] as const;

const NewsletterDialog = lazy(() => import('./NewsletterDialog.tsx'));
const AlertDialog = lazy(() => import('./AlertDialog.tsx'));

/** A choice in a popover menu closes it, with focus back on its button, so a dialog the choice opens returns focus there. */
function closeMenuOf(choice: Element): void {
  const menu = choice.closest<HTMLElement>('[popover][data-close-on-choice]');
  if (!menu?.matches(':popover-open')) return;
  document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`)?.focus();
  menu.hidePopover();
}

const NEWSLETTER_SOURCES = new Set<NewsletterSource>(['header', 'discover', 'idea_page']);

function sourceOf(value: string | undefined): NewsletterSource {
  return NEWSLETTER_SOURCES.has(value as NewsletterSource) ? (value as NewsletterSource) : 'header';
}

/** The address asked for a popup once: a reload, Back or a copied link must not open it again after it closed. */
function dropFromAddress(param: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(param)) return;
  url.searchParams.delete(param);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

interface Props {
  /** The newest Weekly Venture Picks issue page (the archive's list while there is none), from the build. */
  latestIssuePath: string;
}

export default function EngagementRoot({ latestIssuePath }: Props) {
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
      const choice = target?.closest('a');
      if (choice) closeMenuOf(choice);
      const newsletterLink = target?.closest<HTMLElement>(NEWSLETTER_TRIGGER);
      if (newsletterLink) {
        event.preventDefault();
        openNewsletter(newsletterLink.hasAttribute('data-subscribe-trigger') ? 'idea_page' : sourceOf(newsletterLink.dataset.newsletterTrigger));
        return;
      }
      if (target?.closest(ALERT_TRIGGER)) {
        event.preventDefault();
        openAlerts();
      }
    };
    document.addEventListener('click', onClick);
    // Clicks taken while this island loaded, answered now that the listener is in place.
    for (const trigger of islandLive('engagement')) trigger.click();
    return () => {
      document.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <Suspense fallback={null}>
      {newsletter ? <NewsletterDialog opening={newsletter} onClose={() => setNewsletter(0)} latestIssuePath={latestIssuePath} /> : null}
      {alerts ? <AlertDialog opening={alerts} onClose={() => setAlerts(0)} /> : null}
    </Suspense>
  );
}
