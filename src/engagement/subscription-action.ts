/**
 * Ships to the browser: the confirmation and unsubscribe pages' button. Sends the token from the address
 * to the subscription function and shows the outcome it names.
 */
import { LIST_NAMES, SUBSCRIPTION, SUBSCRIPTION_LISTS, type SubscriptionList } from '../config/constants/email.ts';

/**
 * The list a link's token names, read but not verified (the function checks the signature): only to say on
 * the page which list the button acts on. Null for anything that is not such a token.
 */
export function tokenList(token: string): SubscriptionList | null {
  try {
    const body = token.split('.')[0]!.replaceAll('-', '+').replaceAll('_', '/');
    const { list } = JSON.parse(atob(body)) as { list?: unknown };
    return SUBSCRIPTION_LISTS.find((name) => name === list) ?? null;
  } catch {
    return null;
  }
}

type Messages = Record<string, string> & { working: string; button: string; failed: string; missingToken: string };

export function runSubscriptionAction(form: HTMLFormElement): void {
  const action = form.dataset.subscriptionAction === 'confirm' ? 'confirm' : 'unsubscribe';
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
  const list = tokenList(token);
  const heading = form.parentElement?.querySelector('h1');
  if (list && heading) {
    heading.textContent = SUBSCRIPTION[action].titleFor(LIST_NAMES[list]);
    document.title = document.title.replace(SUBSCRIPTION[action].title, heading.textContent);
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
