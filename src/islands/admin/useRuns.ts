/** Ships to the browser: one history of admin_runs, newest first, reloadable after an action. */
import { useCallback, useEffect, useState } from 'react';
import { newestFirst, type AdminRun, type RunKind } from '../../admin/history.ts';
import { loadRuns } from './api.ts';

export function useRuns(kind: RunKind) {
  const [runs, setRuns] = useState<AdminRun[]>([]);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const result = await loadRuns(kind);
    setRuns(newestFirst(result.runs));
    setError(result.error);
  }, [kind]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { runs, error, reload };
}
