/**
 * Ships to the browser: the confirmation and unsubscribe pages' button. Sends the token from the address
 * to the subscription function and shows the outcome it names.
 */
import { SUBSCRIPTION } from '../config/constants.ts';

type Messages = Record<string, string> & { working: string; button: string; failed: string; missingToken: string };

export function runSubscriptionAction(form: HTMLFormElement): void {
  const action = form.dataset.subscriptionAction;
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Messages;
  const outcome = form.parentElement?.querySelector<HTMLElement>('[data-subscription-outcome]');
  const button = form.querySelector<HTMLButtonElement>('[data-subscription-button]');
  const token = new URLSearchParams(window.location.search).get('token');
  if (!outcome || !button) return;
  if (!token) {
    form.hidden = true;
    outcome.textContent = messages.missingToken;
    return;
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    button.textContent = messages.working;
    void (async () => {
      let status = 'failed';
      try {
        const response = await fetch(SUBSCRIPTION.paths.subscriptionFunction, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token, action }),
        });
        status = ((await response.json()) as { status?: string }).status ?? 'failed';
      } catch {
        status = 'failed';
      }
      outcome.textContent = messages[status] ?? messages.failed;
      // Done either way but for a passing failure: the link cannot do more.
      if (status === 'failed') {
        button.disabled = false;
        button.textContent = messages.button;
      } else {
        form.hidden = true;
      }
    })();
  });
}
