/** Ships to the browser (admin page only): the automation webhook trigger and its history. */
import { useId, useState, type SubmitEvent } from 'react';
import { ADMIN } from '../../config/constants/admin.ts';
import { sentArticles } from '../../admin/history.ts';
import { parseCount } from '../../admin/indexing.ts';
import { callAdminFunction, timedOutcome } from './admin-api.ts';
import { useRuns } from './useAdminRuns.ts';
import { COLUMNS, inputClass, Outcome, RunHistory, Section } from './admin-ui.tsx';

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
    setOutcome(timedOutcome(answer, `Webhook triggered with ${n} articles`));
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
