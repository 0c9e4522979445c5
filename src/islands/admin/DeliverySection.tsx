/**
 * Ships to the browser: the Delivery section: subscribers of each list by state, the mailing runs with
 * their numbers, and per mailing a preview of its next email (in a sandboxed frame: no scripts, no
 * same-origin access) with "Send a test to me".
 */
import { useCallback, useEffect, useState } from 'react';
import {
  DELIVERY_COUNTS,
  deliveryMethodLabel,
  LIST_STATES,
  PREVIEW_KINDS,
  PREVIEW_NAMES,
  previewSummary,
  type DeliveryRun,
  type DeliveryStatusResult,
  type PreviewKind,
  type PreviewResult,
  type TestSendResult,
} from '../../admin/delivery.ts';
import type { AdminRun } from '../../admin/history.ts';
import { DELIVERY } from '../../config/constants/admin.ts';
import { answerError, callAdminFunction } from './admin-api.ts';
import { useDeliveryRuns, useRuns } from './useAdminRuns.ts';
import { COLUMNS, Outcome, RunHistory, Section, type HistoryColumn } from './admin-ui.tsx';

const t = DELIVERY.text;

const RUN_COLUMNS: HistoryColumn<DeliveryRun>[] = [
  COLUMNS.timestamp,
  { label: 'Edition', value: (run) => run.edition },
  { label: 'Started by', value: (run) => deliveryMethodLabel(run.method) },
  ...DELIVERY_COUNTS.map(({ key, label }) => ({ label, value: (run: DeliveryRun) => run[key].toLocaleString('en-US') })),
  COLUMNS.duration,
];

/** What delivery-preview records of a test send. */
function testPayload(run: AdminRun): { kind?: unknown; subject?: unknown } {
  return (run.payload ?? {}) as { kind?: unknown; subject?: unknown };
}

const TEST_COLUMNS: HistoryColumn[] = [COLUMNS.timestamp, { label: 'Subject', value: (run) => String(testPayload(run).subject ?? '') }];

interface Loaded<T> {
  busy: boolean;
  result: T | null;
  error: string | null;
}

/** Calls an admin function now and on demand; the answer counts when its `success` is true. */
function useAdminAnswer<T extends { success: boolean }>(load: () => ReturnType<typeof callAdminFunction>, fallback: string) {
  const [state, setState] = useState<Loaded<T>>({ busy: true, result: null, error: null });
  const reload = useCallback(async () => {
    setState((previous) => ({ ...previous, busy: true, error: null }));
    const answer = await load();
    const result = answer.data as T | null;
    if (result?.success) setState({ busy: false, result, error: null });
    else setState({ busy: false, result: null, error: answerError(answer, fallback) });
  }, [load, fallback]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

const loadStatus = () => callAdminFunction('delivery-status', {});

function Subscribers({ state }: { state: Loaded<DeliveryStatusResult> }) {
  if (!state.result) return state.busy ? <p role="status" className="text-sm text-slate-700">{t.loadingCounts}</p> : null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t.subscribers}>
      {state.result.lists.map((list) => (
        <li key={list.list} data-list={list.list} className="rounded-lg border border-slate-200 px-3 py-2">
          <h4 className="font-semibold text-ink">{list.name}</h4>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm text-slate-700">
            {LIST_STATES.map(({ key, label }) => (
              <div key={key} className="contents">
                <dt>{label}</dt>
                <dd className="text-right font-semibold tabular-nums text-ink">{list[key].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function PreviewPanel({ kind }: { kind: PreviewKind }) {
  const name = PREVIEW_NAMES[kind];
  const load = useCallback(() => callAdminFunction('delivery-preview', { kind, action: 'preview' }), [kind]);
  const { state, reload } = useAdminAnswer<PreviewResult>(load, t.previewFailed);
  const tests = useRuns('delivery-test');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ success: string | null; error: string | null }>({ success: null, error: null });

  async function sendTest() {
    setSending(true);
    setOutcome({ success: null, error: null });
    const answer = await callAdminFunction('delivery-preview', { kind, action: 'test' });
    const result = answer.data as TestSendResult | null;
    setSending(false);
    if (result?.success) setOutcome({ success: t.testSent(result.subject ?? '', result.to ?? ''), error: null });
    else setOutcome({ success: null, error: `${t.testFailed}: ${answerError(answer, `HTTP ${answer.status}`)}` });
    await tests.reload();
  }

  const preview = state.result;
  const heading = t.previewHeading(name);
  return (
    <div className="flex flex-col gap-3" data-preview={kind}>
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      {preview ? (
        <>
          <p className="text-sm text-slate-700" data-preview-summary>
            {previewSummary(preview)}
          </p>
          <p className="break-words text-sm text-slate-700">
            Subject: <span className="font-medium text-ink">{preview.subject}</span>
          </p>
          {/* sandbox with no allowances: the email's HTML runs no script and cannot reach this page. */}
          <iframe title={heading} sandbox="" srcDoc={preview.html} className="h-[32rem] w-full rounded-lg border border-slate-300 bg-white" />
        </>
      ) : state.busy ? (
        <p role="status" className="text-sm text-slate-700">
          {t.previewLoading}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary disabled:opacity-60" onClick={() => void reload()} disabled={state.busy}>
          {state.busy && preview ? t.previewLoading : t.refreshPreview}
        </button>
        <button type="button" className="btn-primary disabled:opacity-60" onClick={() => void sendTest()} disabled={sending}>
          {sending ? t.sendingTest : t.sendTest}
        </button>
      </div>
      <Outcome success={outcome.success} error={outcome.error ?? state.error} />
      <RunHistory label={t.tests} runs={tests.runs.filter((run) => testPayload(run).kind === kind)} error={tests.error} columns={TEST_COLUMNS} />
    </div>
  );
}

export function DeliverySection() {
  const { state, reload } = useAdminAnswer<DeliveryStatusResult>(loadStatus, t.countsFailed);
  const runs = useDeliveryRuns();
  const refresh = () => Promise.all([reload(), runs.reload()]);
  return (
    <Section id="admin-delivery" title={t.title} intro={t.intro}>
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold text-ink">{t.subscribers}</h3>
        <Subscribers state={state} />
        <div>
          <button type="button" className="btn-secondary disabled:opacity-60" onClick={() => void refresh()} disabled={state.busy}>
            {state.busy && state.result ? t.refreshing : t.refresh}
          </button>
        </div>
        <Outcome success={null} error={state.error} />
      </div>
      <RunHistory label={t.runs} runs={runs.runs} error={runs.error} columns={RUN_COLUMNS} />
      {PREVIEW_KINDS.map((kind) => (
        <PreviewPanel key={kind} kind={kind} />
      ))}
    </Section>
  );
}
