/**
 * Ships to the browser: /oauth/consent, where Supabase Auth's OAuth 2.1 server sends a person whose assistant
 * (an MCP client) asks to use their account. Signed out: the sign-in form first, then the same request.
 * Signed in: who asks, what it may do, Allow and Deny; the answer sends the browser back to the client.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ASSISTANT_ABILITIES, CONSENT_TEXT } from '../../config/constants/assistants.ts';
import { authorizationIdFrom, canRetry, clientAddress, clientName, clientWebsite, scopeTexts, type ConsentProblem } from '../../auth/oauth-consent.ts';
import { $auth } from '../../stores/auth/session.ts';
import { signOut } from '../../stores/auth/sign-in.ts';
import { decideAuthorization, leaveFor, loadAuthorization, type ConsentAnswer, type ConsentDetails } from '../../stores/auth/assistants.ts';
import { SignInForm } from './SignInForm.tsx';

type View =
  | { kind: 'loading' }
  | { kind: 'details'; details: ConsentDetails; deciding: 'allow' | 'deny' | null }
  | { kind: 'leaving'; text: string }
  | { kind: 'problem'; problem: ConsentProblem };

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
const headingClass = 'text-2xl font-bold text-ink focus:outline-none';

function nameOf(details: ConsentDetails): string {
  return clientName(details.client.name, CONSENT_TEXT.unnamedClient);
}

/** The question and what comes with it: who asks, for which account, what it may do. */
function RequestSummary({ details }: { details: ConsentDetails }) {
  const website = clientWebsite(details.client.uri);
  const scopes = scopeTexts(details.scope);
  return (
    <>
      <dl className="mt-4 grid gap-3 text-slate-800">
        <div>
          <dt className="text-sm font-medium text-slate-700">{CONSENT_TEXT.returnsTo}</dt>
          <dd className="font-semibold break-all text-ink" data-consent-address>
            {clientAddress(details.redirect_uri)}
          </dd>
        </div>
        {website ? (
          <div>
            <dt className="text-sm font-medium text-slate-700">{CONSENT_TEXT.website}</dt>
            <dd className="break-all">
              <a href={website} className="link" rel="noopener noreferrer" target="_blank">
                {website}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className="mt-6 font-semibold text-ink">{CONSENT_TEXT.abilitiesHeading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {ASSISTANT_ABILITIES.map((ability) => (
          <li key={ability}>{ability}</li>
        ))}
      </ul>
      {scopes.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">{CONSENT_TEXT.scopesHeading}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {scopes.map((scope) => (
              <li key={scope}>{scope}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">{CONSENT_TEXT.revokeHint}</p>
    </>
  );
}

export default function OAuthConsent() {
  const auth = useStore($auth);
  const [mounted, setMounted] = useState(false);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // A ref, not state: a second click in the same task must see the first one's decision.
  const deciding = useRef(false);
  const userId = auth.user?.id ?? null;

  useEffect(() => {
    setMounted(true);
    setRequestId(authorizationIdFrom(window.location.search));
  }, []);

  useEffect(() => {
    // Also when the account changes: what the last one was shown must not flash for the next.
    setView({ kind: 'loading' });
    if (!requestId || !userId) return undefined;
    let current = true;
    void loadAuthorization(requestId).then((answer) => {
      if (current) follow(answer, CONSENT_TEXT.alreadyAllowed);
    });
    return () => {
      current = false;
    };
  }, [requestId, userId, attempt]);

  const ready = mounted && auth.initialized;
  const signedIn = ready && userId !== null;
  const screen = !ready ? 'starting' : !requestId ? 'missing' : !signedIn ? 'sign-in' : view.kind === 'details' ? `details-${view.details.authorization_id}` : view.kind;

  // Each new screen is announced by moving focus to its heading, the question it asks.
  useEffect(() => {
    if (screen !== 'starting' && screen !== 'sign-in') heading.current?.focus();
  }, [screen]);

  function follow(answer: ConsentAnswer, leavingText: string): void {
    switch (answer.kind) {
      case 'details':
        setView({ kind: 'details', details: answer.details, deciding: null });
        return;
      case 'redirect':
        setView({ kind: 'leaving', text: leavingText });
        leaveFor(answer.url);
        return;
      case 'problem':
        setView({ kind: 'problem', problem: answer.problem });
        return;
      case 'signed-out':
        // The session ended elsewhere: the store follows, and this page shows the sign-in form.
        setView({ kind: 'loading' });
        void signOut();
    }
  }

  async function decide(details: ConsentDetails, allow: boolean): Promise<void> {
    if (deciding.current) return;
    deciding.current = true;
    setView({ kind: 'details', details, deciding: allow ? 'allow' : 'deny' });
    const answer = await decideAuthorization(details.authorization_id, allow);
    const name = nameOf(details);
    follow(answer, allow ? CONSENT_TEXT.allowed(name) : CONSENT_TEXT.denied(name));
    if (answer.kind !== 'redirect') deciding.current = false;
  }

  const choice = view.kind === 'details' ? view.deciding : null;
  const status = !ready || (signedIn && requestId && view.kind === 'loading') ? CONSENT_TEXT.loading : choice === 'allow' ? CONSENT_TEXT.allowing : choice === 'deny' ? CONSENT_TEXT.denying : '';
  const problem: ConsentProblem | null = ready && !requestId ? 'missingRequest' : signedIn && view.kind === 'problem' ? view.problem : null;

  let body: ReactNode = null;
  if (problem) {
    body = (
      <div className={card}>
        <h2 ref={heading} tabIndex={-1} className={headingClass}>
          {CONSENT_TEXT.problemHeading}
        </h2>
        <p role="alert" className="mt-3 text-slate-800">
          {CONSENT_TEXT.problems[problem]}
        </p>
        <p className="mt-6 flex flex-wrap gap-3">
          {canRetry(problem) ? (
            <button type="button" className="btn-primary" onClick={() => setAttempt((count) => count + 1)}>
              {CONSENT_TEXT.tryAgain}
            </button>
          ) : null}
          {problem === 'gone' ? (
            <button type="button" className="btn-secondary" onClick={() => void signOut()}>
              {CONSENT_TEXT.otherAccount}
            </button>
          ) : null}
        </p>
      </div>
    );
  } else if (ready && !signedIn) {
    body = (
      <div className={card}>
        <SignInForm
          variant="page"
          onSuccess={() => undefined}
          header={() => (
            <>
              <h2 className="text-2xl font-bold text-ink">{CONSENT_TEXT.signInHeading}</h2>
              <p className="mt-1 text-sm text-slate-700">{CONSENT_TEXT.signInIntro}</p>
            </>
          )}
        />
      </div>
    );
  } else if (signedIn && view.kind === 'details') {
    const { details } = view;
    const busy = view.deciding !== null;
    body = (
      <div className={card} data-consent-request>
        <h2 ref={heading} tabIndex={-1} className={`${headingClass} break-words`}>
          {CONSENT_TEXT.question(nameOf(details))}
        </h2>
        <p className="mt-2 text-slate-700">
          {CONSENT_TEXT.signedInAs} <span className="font-semibold break-all text-ink">{details.user.email}</span>.{' '}
          <button type="button" className="link font-medium" disabled={busy} onClick={() => void signOut()}>
            {CONSENT_TEXT.otherAccount}
          </button>
        </p>
        <RequestSummary details={details} />
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className="btn-primary min-w-28 aria-disabled:opacity-60" aria-disabled={busy} onClick={() => void decide(details, true)}>
            {view.deciding === 'allow' ? CONSENT_TEXT.allowing : CONSENT_TEXT.allow}
          </button>
          <button type="button" className="btn-secondary min-w-28 aria-disabled:opacity-60" aria-disabled={busy} onClick={() => void decide(details, false)}>
            {view.deciding === 'deny' ? CONSENT_TEXT.denying : CONSENT_TEXT.deny}
          </button>
        </div>
      </div>
    );
  } else if (signedIn && view.kind === 'leaving') {
    body = (
      <div className={card}>
        <h2 ref={heading} tabIndex={-1} className={headingClass}>
          {view.text}
        </h2>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className={status && !choice ? 'text-slate-700' : 'sr-only'}>
        {status}
      </p>
      {body}
    </div>
  );
}
