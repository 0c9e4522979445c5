/**
 * Ships to the browser: the account page's opt-in to "Picked for you" in the daily alert
 * (profiles.picked_for_you, off by default). The box follows a click at once; a refused save puts it back
 * and says so.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { DAILY_ALERT_TEXT } from '../../config/constants/saved-searches.ts';
import { RECOMMENDATIONS } from '../../config/constants/recommendations.ts';
import { DailyAlertNotice } from '../workspace/DailyAlertNotice.tsx';
import { $auth } from '../../stores/auth/session.ts';
import { setPickedForYou } from '../../stores/auth/account.ts';
import { Feedback, type FeedbackMessage } from './Feedback.tsx';

const t = RECOMMENDATIONS.optIn;

export function PickedForYouSetting() {
  const { profile } = useStore($auth);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FeedbackMessage | null>(null);

  async function onChange(on: boolean) {
    setBusy(true);
    setMessage(null);
    const { error } = await setPickedForYou(on);
    setMessage(error ? { kind: 'error', text: error } : { kind: 'success', text: t.saved(on) });
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-600"
          checked={profile?.picked_for_you ?? false}
          disabled={!profile || busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void onChange(event.target.checked)}
        />
        <label htmlFor={id} className="text-slate-800">
          {t.label}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t.hint}
      </p>
      {profile?.picked_for_you ? <DailyAlertNotice off={DAILY_ALERT_TEXT.pickedNeedsAlert} /> : null}
      <Feedback message={message} />
    </div>
  );
}
