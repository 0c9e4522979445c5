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
  /** Whether the success sent a confirmation email now, or left the one sent minutes ago as the one to use. */
  const [sent, setSent] = useState(true);
  const generation = useRef(0);

  async function submit(email: string): Promise<SubscriptionResult | null> {
    const mine = ++generation.current;
    setStatus('loading');
    setError(null);
    const result = await subscribe(kind, email);
    if (mine !== generation.current) return null;
    setStatus(result.ok ? 'success' : 'error');
    setError(result.ok ? null : result.message);
    setSent(!result.ok || result.sent);
    return result;
  }

  function reset(): void {
    generation.current += 1;
    setStatus('idle');
    setError(null);
  }

  return { status, error, sent, submit, reset };
}
