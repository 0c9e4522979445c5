/**
 * Ships to the browser (loaded on first use): the Weekly Venture Picks popup. Each opening starts with a
 * fresh form. Closing is a funnel event here; opening is tracked by EngagementRoot, before this loads.
 */
import { track } from '../../analytics/track.ts';
import { NEWSLETTER } from '../../config/constants/engagement.ts';
import { ModalDialog } from '../../ui/Dialog.tsx';
import NewsletterForm from './NewsletterForm.tsx';

interface Props {
  /** Bumped on every opening; 0 = closed. */
  opening: number;
  onClose: () => void;
  /** The latest issue's archive page, which "Read This Week's Venture Picks" opens. */
  latestIssuePath: string;
}

export default function NewsletterDialog({ opening, onClose, latestIssuePath }: Props) {
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
      <NewsletterForm key={opening} variant="popup" archivePath={latestIssuePath} />
    </ModalDialog>
  );
}
