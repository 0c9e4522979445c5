/**
 * Ships to the browser: the idle / loading / success / error states of a subscription form, with reset
 * (docs/spec/workspace-and-operations.md#4-states-and-transitions). A request that finishes after a reset
 * changes nothing.
 */
import { useRef, useState } from 'react';
import { subscribe, type SubscriptionKind, type SubscriptionResult } from '../../engagement/subscribe.ts';

export type SubscriptionStatus = 'idle' | 'loading' | 'success' | 'error';

export function useSubscription(kind: SubscriptionKind) {
  const [status, setStatus] = useState<SubscriptionStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  async function submit(email: string): Promise<SubscriptionResult | null> {
    const mine = ++generation.current;
    setStatus('loading');
    setError(null);
    const result = await subscribe(kind, email);
    if (mine !== generation.current) return null;
    setStatus(result.ok ? 'success' : 'error');
    setError(result.ok ? null : result.message);
    return result;
  }

  function reset(): void {
    generation.current += 1;
    setStatus('idle');
    setError(null);
  }

  return { status, error, submit, reset };
}
