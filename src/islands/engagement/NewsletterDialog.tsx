/**
 * Ships to the browser (loaded on first use): the Weekly Venture Picks popup. Each opening starts with a
 * fresh form; opening and closing are funnel events.
 */
import { useEffect } from 'react';
import { track, type NewsletterSource } from '../../analytics/track.ts';
import { NEWSLETTER } from '../../config/constants.ts';
import ModalDialog from './ModalDialog.tsx';
import NewsletterForm from './NewsletterForm.tsx';

interface Props {
  /** Bumped on every opening; 0 = closed. */
  opening: number;
  source: NewsletterSource;
  onClose: () => void;
}

export default function NewsletterDialog({ opening, source, onClose }: Props) {
  useEffect(() => {
    if (opening) track('newsletter_popup_opened', { variant: 'popup', source });
  }, [opening, source]);

  return (
    <ModalDialog
      open={opening > 0}
      title={NEWSLETTER.popupTitle}
      closeLabel={NEWSLETTER.close}
      onClose={() => {
        track('newsletter_popup_closed', { variant: 'popup' });
        onClose();
      }}
    >
      <NewsletterForm key={opening} variant="popup" />
    </ModalDialog>
  );
}
