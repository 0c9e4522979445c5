/** Ships to the browser: the automation webhook trigger and the Rebuild now button, each with its history. */
import { useId, useState, type SubmitEvent } from 'react';
import { ADMIN } from '../../config/constants.ts';
import { formatDuration, sentArticles } from '../../admin/history.ts';
import { parseCount } from '../../admin/indexing.ts';
import { answerError, callAdminFunction } from './api.ts';
import { useRuns } from './useRuns.ts';
import { COLUMNS, inputClass, Outcome, RunHistory, Section } from './ui.tsx';

function outcomeOf(answer: Awaited<ReturnType<typeof callAdminFunction>>, done: string) {
  if (answer.data?.success === true) return { success: `${done} (${formatDuration(Number(answer.data.duration ?? 0))}).`, error: null };
  return { success: null, error: answerError(answer, `HTTP ${answer.status}`) };
}

export function WebhookSection() {
  const id = useId();
  const [articles, setArticles] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ success: string | null; error: string | null }>({ success: null, error: null });
  const history = useRuns('webhook');

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const n = parseCount(articles, -1);
    if (n === null || n < 0) {
      setOutcome({ success: null, error: 'Enter the number of articles: a whole number of 0 or more.' });
      return;
    }
    setBusy(true);
    setOutcome({ success: null, error: null });
    const answer = await callAdminFunction('trigger-webhook', { Articles: n });
    setBusy(false);
    setOutcome(outcomeOf(answer, `Webhook triggered with ${n} articles`));
    await history.reload();
  }

  return (
    <Section id="admin-webhook" title="Automation webhook" intro="Start the automation that turns new papers into ideas.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Articles
          </label>
          <input
            id={id}
            name="articles"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            value={articles}
            onChange={(event) => setArticles(event.target.value)}
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <button type="submit" className="btn-primary disabled:opacity-60" disabled={busy}>
            {busy ? ADMIN.text.triggering : ADMIN.text.triggerWebhook}
          </button>
        </div>
      </form>
      <Outcome {...outcome} />
      <RunHistory
        label="Webhook history"
        runs={history.runs}
        error={history.error}
        columns={[
          COLUMNS.timestamp,
          COLUMNS.duration,
          { label: 'Data sent', value: (run) => <code>{JSON.stringify({ Articles: sentArticles(run.payload) })}</code> },
        ]}
      />
    </Section>
  );
}

export function RebuildSection() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ success: string | null; error: string | null }>({ success: null, error: null });
  const history = useRuns('rebuild');

  async function onRebuild() {
    setBusy(true);
    setOutcome({ success: null, error: null });
    const answer = await callAdminFunction('trigger-rebuild', {});
    setBusy(false);
    setOutcome(outcomeOf(answer, 'Rebuild started'));
    await history.reload();
  }

  return (
    <Section
      id="admin-rebuild"
      title="Publish"
      intro="The site rebuilds from the sheet every weekday at 06:30 UTC. Rebuild now to publish sheet changes at once (a build takes a few minutes)."
    >
      <div>
        <button type="button" className="btn-primary disabled:opacity-60" onClick={onRebuild} disabled={busy}>
          {busy ? ADMIN.text.rebuilding : ADMIN.text.rebuild}
        </button>
      </div>
      <Outcome {...outcome} />
      <RunHistory label="Rebuild history" runs={history.runs} error={history.error} columns={[COLUMNS.timestamp, COLUMNS.method, COLUMNS.duration]} />
    </Section>
  );
}
