/**
 * Ships to the browser: whether the signed-in user's daily alert is on ($dailyAlert), which their saved
 * searches and "Picked for you" reach them through, and turning it back on. Read again on focus: the
 * confirmation link is opened in the mail app, and the page should say so on return.
 */
import { DAILY_ALERT_TEXT } from '../config/constants/saved-searches.ts';
import { subscribe } from '../engagement/subscribe.ts';
import { type DailyAlertStatus, selectMyDailyAlert } from '../queries/daily-alert.ts';
import { toast } from '../ui/toast.ts';
import { $auth } from './auth/session.ts';
import { type RemoteState, remoteStore } from './remote-store.ts';

export interface DailyAlertState extends RemoteState {
  alert: DailyAlertStatus | null;
}

const remote = remoteStore({
  empty: { userId: null, status: 'idle', alert: null } as DailyAlertState,
  name: 'your daily alert',
  read: selectMyDailyAlert,
  loaded: (state: DailyAlertState, alert: DailyAlertStatus) => ({ ...state, alert }),
  refetchOnFocus: { force: () => false },
});

export const $dailyAlert = remote.$store;

/** Whether the alert reaches the user: a pending address gets nothing until its link is opened. */
export const alertIsOn = (alert: DailyAlertStatus | null) => alert === 'confirmed';

/** Subscribes the account's address again (double opt-in: a confirmation link), and says what happened. */
export async function turnDailyAlertOn(): Promise<void> {
  const email = $auth.get().user?.email;
  if (!email) return;
  const result = await subscribe('alerts', email);
  if (result.ok) {
    remote.change((state) => ({ ...state, alert: 'pending' }));
    toast({ title: DAILY_ALERT_TEXT.linkSentTitle, description: (result.sent ? DAILY_ALERT_TEXT.linkSent : DAILY_ALERT_TEXT.linkSentEarlier)(email) });
  } else if (result.reason === 'duplicate') {
    remote.change((state) => ({ ...state, alert: 'confirmed' }));
  } else {
    toast({ title: DAILY_ALERT_TEXT.failed, description: result.message, variant: 'destructive' });
  }
}
