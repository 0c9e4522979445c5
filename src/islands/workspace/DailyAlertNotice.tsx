/**
 * Ships to the browser: what the daily alert's status means for what reaches the person, where that
 * matters (the saved searches, "Picked for you"), with the way back on when it is off. Renders nothing
 * while the status loads or when the alert is on.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { DAILY_ALERT_TEXT } from '../../config/constants/saved-searches.ts';
import { $auth } from '../../stores/auth/session.ts';
import { $dailyAlert, turnDailyAlertOn } from '../../stores/daily-alert.ts';

export function DailyAlertNotice({ off }: { off: string }) {
  const { alert } = useStore($dailyAlert);
  const email = useStore($auth).user?.email ?? '';
  const [busy, setBusy] = useState(false);
  if (alert === null || alert === 'confirmed') return null;
  const text = alert === 'pending' ? DAILY_ALERT_TEXT.pending(email) : alert === 'undeliverable' ? DAILY_ALERT_TEXT.undeliverable(email) : off;

  async function onTurnOn() {
    setBusy(true);
    await turnDailyAlertOn();
    setBusy(false);
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3" data-daily-alert={alert}>
      <p className="min-w-0 flex-1 basis-64 text-sm text-amber-950">{text}</p>
      <button type="button" className="btn-secondary min-h-10 shrink-0" disabled={busy} onClick={() => void onTurnOn()}>
        {alert === 'pending' ? DAILY_ALERT_TEXT.sendAgain : DAILY_ALERT_TEXT.turnOn}
      </button>
    </div>
  );
}
