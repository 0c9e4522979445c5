/** Ships to the browser: one run history (admin_runs or delivery_runs), newest first, reloadable after an action. */
import { useCallback, useEffect, useState } from 'react';
import type { DeliveryRun } from '../../admin/delivery.ts';
import { newestFirst, type AdminRun, type HistoryRow, type RunKind } from '../../admin/history.ts';
import { loadDeliveryRuns, loadRuns, type History } from './admin-api.ts';

function useHistory<R extends HistoryRow>(load: () => Promise<History<R>>) {
  const [runs, setRuns] = useState<R[]>([]);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const result = await load();
    setRuns(newestFirst(result.runs));
    setError(result.error);
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { runs, error, reload };
}

export function useRuns(kind: RunKind) {
  return useHistory<AdminRun>(useCallback(() => loadRuns(kind), [kind]));
}

export function useDeliveryRuns() {
  return useHistory<DeliveryRun>(loadDeliveryRuns);
}
