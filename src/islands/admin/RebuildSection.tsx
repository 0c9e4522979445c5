/** Ships to the browser (admin page only): the Rebuild now button and the rebuild history. */
import { useState } from 'react';
import { ADMIN } from '../../config/constants/admin.ts';
import { callAdminFunction, timedOutcome } from './admin-api.ts';
import { useRuns } from './useAdminRuns.ts';
import { COLUMNS, Outcome, RunHistory, Section } from './admin-ui.tsx';

export function RebuildSection() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ success: string | null; error: string | null }>({ success: null, error: null });
  const history = useRuns('rebuild');

  async function onRebuild() {
    setBusy(true);
    setOutcome({ success: null, error: null });
    const answer = await callAdminFunction('trigger-rebuild', {});
    setBusy(false);
    setOutcome(timedOutcome(answer, 'Rebuild started'));
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
