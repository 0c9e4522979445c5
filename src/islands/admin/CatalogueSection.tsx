/** Ships to the browser: the catalogue guard's verdict on the current sheet, checked when the page opens. */
import { useCallback, useEffect, useState } from 'react';
import { catalogueSummary, type CatalogueCheckResult } from '../../admin/catalogue.ts';
import { formatTimestamp } from '../../admin/history.ts';
import { CATALOGUE } from '../../config/constants/admin.ts';
import { answerError, callAdminFunction } from './admin-api.ts';
import { Outcome, Section, StatusIcon } from './admin-ui.tsx';

interface CatalogueState {
  busy: boolean;
  result: CatalogueCheckResult | null;
  error: string | null;
}

export function CatalogueSection() {
  const [state, setState] = useState<CatalogueState>({ busy: true, result: null, error: null });

  const check = useCallback(async () => {
    setState((previous) => ({ ...previous, busy: true, error: null }));
    const answer = await callAdminFunction('catalogue-check', {});
    const result = answer.data as CatalogueCheckResult | null;
    if (result?.success) setState({ busy: false, result, error: null });
    else setState({ busy: false, result: null, error: answerError(answer, CATALOGUE.text.failed) });
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  const result = state.result;
  return (
    <Section id="admin-catalogue" title={CATALOGUE.text.title} intro={CATALOGUE.text.intro}>
      <div>
        <button type="button" className="btn-secondary disabled:opacity-60" onClick={() => void check()} disabled={state.busy}>
          {state.busy ? CATALOGUE.text.checking : CATALOGUE.text.check}
        </button>
      </div>
      {result ? (
        <div data-catalogue-verdict={result.verdict} className="flex flex-col gap-2 text-sm text-slate-700">
          <p className="flex items-start gap-2 font-medium text-ink">
            <StatusIcon success={result.verdict === 'ok' || result.verdict === 'absent'} />
            <span>{catalogueSummary(result)}</span>
          </p>
          {result.problems.length > 0 ? (
            <ul className="list-disc break-words pl-6" aria-label="Affected idea numbers">
              {result.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <p>
            Checked <time dateTime={result.checkedAt}>{formatTimestamp(result.checkedAt)}</time> against <span className="break-all">{result.source}</span>.
          </p>
        </div>
      ) : null}
      <Outcome success={null} error={state.error} />
    </Section>
  );
}
