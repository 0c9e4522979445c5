/**
 * Ships to the browser: IndexNow submission (the static pages plus the newest N ideas), the Test
 * Implementation run and the submission history.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { ADMIN } from '../../config/constants/admin.ts';
import { indexingUrls, keyFilePath, parseCount } from '../../admin/indexing.ts';
import { answerError, callAdminFunction } from './admin-api.ts';
import { useRuns } from './useAdminRuns.ts';
import { COLUMNS, inputClass, Outcome, RunHistory, Section, StatusIcon } from './admin-ui.tsx';

interface TestStep {
  step: string;
  success: boolean;
  details: string;
  response?: unknown;
}

const COUNT_ERROR = 'Enter a whole number of 0 or more.';

async function runTests(urls: string[]): Promise<TestStep[]> {
  const answer = await callAdminFunction('indexnow-submit', { urls, dryRun: true });
  const data = answer.data ?? {};
  const reached = answer.status === 200;
  const steps: TestStep[] = [
    {
      step: 'Function reachable and authorised',
      success: reached,
      details: reached ? 'indexnow-submit answered HTTP 200 to this admin session.' : `indexnow-submit: ${answerError(answer, ADMIN.text.indexingError)} (HTTP ${answer.status})`,
      response: answer.data ?? undefined,
    },
  ];
  if (!reached) {
    steps.push(
      { step: 'Key file reachable at its public address', success: false, details: 'Not run: the function did not answer.' },
      { step: 'Endpoint dry run', success: false, details: 'Not run: the function did not answer.' },
    );
    return steps;
  }
  const keyLocation = String(data.keyLocation ?? '');
  const key = String((data.payload as { key?: unknown } | undefined)?.key ?? '');
  // The key file is fetched from this deployment: same path as the public address, same files.
  const path = keyLocation ? new URL(keyLocation).pathname : keyFilePath(key);
  try {
    const response = await fetch(path, { cache: 'no-store' });
    const text = (await response.text()).trim();
    const holdsKey = response.ok && text === key;
    steps.push({
      step: 'Key file reachable at its public address',
      success: holdsKey,
      details: holdsKey
        ? `${keyLocation} answered HTTP 200 with the key.`
        : `${keyLocation} answered HTTP ${response.status}${response.ok ? ' but does not hold the key' : ''}.`,
    });
  } catch (error) {
    steps.push({ step: 'Key file reachable at its public address', success: false, details: `${keyLocation}: ${(error as Error).message}` });
  }
  const endpointOk = data.success === true;
  steps.push({
    step: 'Endpoint dry run',
    success: endpointOk,
    details: endpointOk
      ? `The indexing endpoint answered HTTP ${String(data.endpointStatus)} to the single-URL check of the home page. The submission of ${urls.length} URLs was built but not sent.`
      : `The indexing endpoint check failed: ${String(data.error ?? ADMIN.text.indexingUnknown)}`,
    response: data.payload,
  });
  return steps;
}

export function IndexingSection({ site, ideaUrls }: { site: string; ideaUrls: string[] }) {
  const id = useId();
  const [count, setCount] = useState('');
  const [busy, setBusy] = useState<'submit' | 'test' | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [steps, setSteps] = useState<TestStep[]>([]);
  const history = useRuns('indexnow');

  function urls(): string[] | null {
    const n = parseCount(count, ADMIN.defaultIdeaCount);
    if (n === null) {
      setError(COUNT_ERROR);
      return null;
    }
    return indexingUrls(site, ideaUrls, n);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    setError(null);
    const list = urls();
    if (!list) return;
    setBusy('submit');
    const answer = await callAdminFunction('indexnow-submit', { urls: list });
    setBusy(null);
    if (answer.data?.success === true) setSuccess(`Submitted ${Number(answer.data.submitted).toLocaleString('en-US')} URLs to the indexing service.`);
    else setError(answer.data ? answerError(answer, ADMIN.text.indexingUnknown) : answerError(answer, ADMIN.text.indexingError));
    await history.reload();
  }

  async function onTest() {
    setSuccess(null);
    setError(null);
    const list = urls();
    if (!list) return;
    setBusy('test');
    setSteps([]);
    setSteps(await runTests(list));
    setBusy(null);
    await history.reload();
  }

  const static4 = ADMIN.indexingStaticPaths.length;
  return (
    <Section
      id="admin-indexing"
      title="Search engine indexing"
      intro={`Submit page URLs to IndexNow (Bing, Yandex and others): the ${static4} main pages plus the newest idea pages.`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Idea URLs to include (in addition to the {static4} static pages)
          </label>
          <input
            id={id}
            name="count"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(ADMIN.defaultIdeaCount)}
            value={count}
            onChange={(event) => setCount(event.target.value)}
            aria-describedby={`${id}-hint`}
            className={`${inputClass} mt-1`}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
            Empty means {ADMIN.defaultIdeaCount}. {ideaUrls.length.toLocaleString('en-US')} idea pages are available.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary disabled:opacity-60" disabled={busy !== null}>
            {busy === 'submit' ? ADMIN.text.submitting : ADMIN.text.submitUrls}
          </button>
          <button type="button" className="btn-secondary disabled:opacity-60" onClick={onTest} disabled={busy !== null}>
            {busy === 'test' ? ADMIN.text.testing : ADMIN.text.testImplementation}
          </button>
        </div>
      </form>
      <Outcome success={success} error={error} />
      {steps.length > 0 ? (
        <div>
          <h3 className="text-base font-semibold text-ink">Test results</h3>
          <ol className="mt-2 flex flex-col gap-2" aria-label="Test results">
            {steps.map((step) => (
              <li key={step.step} data-step-success={step.success} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <p className="flex items-center gap-2 font-semibold text-ink">
                  <StatusIcon success={step.success} />
                  {step.step}
                  <span className="sr-only">{step.success ? ': passed' : ': failed'}</span>
                </p>
                <p className="mt-1 break-words text-slate-700">{step.details}</p>
                {step.response !== undefined ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer font-medium text-brand-700">Response</summary>
                    <pre className="mt-1 max-h-60 overflow-auto rounded bg-slate-50 p-2 text-xs text-ink">{JSON.stringify(step.response, null, 2)}</pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <RunHistory label="Submission history" runs={history.runs} error={history.error} columns={[COLUMNS.timestamp, COLUMNS.method, COLUMNS.submitted]} />
    </Section>
  );
}
