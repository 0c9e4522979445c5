/**
 * Ships to the browser: the account page's assistants (MCP clients) with access to the account: each with
 * when it was allowed and what it got, and Remove access behind a confirmation (a revoked grant cannot come
 * back without the assistant asking again). The row leaves at once; a refused revoke puts it back and says so.
 */
import { useEffect, useRef, useState } from 'react';
import { CONNECTED_ASSISTANTS_TEXT as t } from '../../config/constants/assistants.ts';
import { clientName, scopeTexts } from '../../auth/oauth-consent.ts';
import { formatDate } from '../../ideas/format.ts';
import { listAssistantGrants, revokeAssistantGrant, type AssistantGrant } from '../../stores/auth/assistants.ts';
import { Feedback, type FeedbackMessage } from './Feedback.tsx';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; grants: AssistantGrant[] };

function nameOf(grant: AssistantGrant): string {
  return clientName(grant.client.name, t.unnamedClient);
}

function GrantRow({ grant, onRevoke }: { grant: AssistantGrant; onRevoke: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const name = nameOf(grant);
  const scopes = scopeTexts(grant.scopes);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  return (
    <li className="rounded-xl border border-slate-200 p-4" data-assistant={grant.client.id}>
      <p className="font-semibold break-words text-ink">{name}</p>
      <p className="text-sm text-slate-700">{t.granted(formatDate(grant.granted_at.slice(0, 10)))}</p>
      {scopes.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {t.scopes}: {scopes.join(', ')}
        </p>
      ) : null}
      {confirming ? (
        <div className="mt-3 rounded-lg bg-red-50 p-3" role="group" aria-label={t.removeLabel(name)}>
          <p className="text-sm text-slate-800">{t.confirm(name)}</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <button ref={confirmButton} type="button" className="btn-primary" onClick={onRevoke}>
              {t.confirmRemove}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setConfirming(false);
                queueMicrotask(() => removeButton.current?.focus());
              }}
            >
              {t.cancel}
            </button>
          </p>
        </div>
      ) : (
        <p className="mt-3">
          <button ref={removeButton} type="button" className="btn-secondary" aria-label={t.removeLabel(name)} onClick={() => setConfirming(true)}>
            {t.remove}
          </button>
        </p>
      )}
    </li>
  );
}

export function ConnectedAssistants() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    void listAssistantGrants().then(({ grants, error }) => {
      if (!current) return;
      setLoad(error ? { status: 'failed' } : { status: 'ready', grants });
      setMessage(error ? { kind: 'error', text: t.loadFailed } : null);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  async function revoke(grant: AssistantGrant): Promise<void> {
    if (load.status !== 'ready') return;
    const name = nameOf(grant);
    const without = (grants: AssistantGrant[]) => grants.filter((item) => item.client.id !== grant.client.id);
    const index = load.grants.indexOf(grant);
    setLoad({ status: 'ready', grants: without(load.grants) });
    setMessage(null);
    // The row and its buttons are gone: focus stays in the section rather than falling to the page.
    list.current?.focus();
    const { error } = await revokeAssistantGrant(grant.client.id);
    if (!error) {
      setMessage({ kind: 'success', text: t.removed(name) });
      return;
    }
    setLoad((state) => {
      if (state.status !== 'ready') return state;
      const grants = without(state.grants);
      grants.splice(Math.min(index, grants.length), 0, grant);
      return { status: 'ready', grants };
    });
    setMessage({ kind: 'error', text: t.removeFailed(name) });
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">{t.intro}</p>
      {load.status === 'loading' ? <p className="text-slate-700">{t.loading}</p> : null}
      {load.status === 'ready' ? (
        <ul ref={list} tabIndex={-1} aria-label={t.heading} className="flex flex-col gap-3 focus:outline-none">
          {load.grants.length === 0 ? <li className="text-slate-700">{t.empty}</li> : null}
          {load.grants.map((grant) => (
            <GrantRow key={grant.client.id} grant={grant} onRevoke={() => void revoke(grant)} />
          ))}
        </ul>
      ) : null}
      <Feedback message={message} />
      {load.status === 'failed' ? (
        <p>
          <button type="button" className="btn-secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t.tryAgain}
          </button>
        </p>
      ) : null}
    </div>
  );
}
