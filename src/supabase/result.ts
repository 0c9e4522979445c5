/**
 * Ships to the browser: the one result every query of src/queries/ resolves to, and the one place that reads
 * the database's error codes. A caller branches on `ok`, then on `reason`; `message` is the database's own
 * words, which the stores show the person as they always have.
 */

/** Why a query failed: no such row (PostgREST's PGRST116), a unique key taken (SQLSTATE 23505), or anything else. */
export type DbFailureReason = 'not-found' | 'exists' | 'failed';

export type DbFailure = { ok: false; reason: DbFailureReason; message: string };

export type DbResult<T> = { ok: true; data: T } | DbFailure;

/** What supabase-js answers for a query or an rpc: the data, or the refusal with its code. */
export type DbAnswer<T> = { data: T; error: null } | { data: null; error: { code: string; message: string } };

/** The data of an answer's success (inferring T from DbAnswer<T> itself would add the failure's null to it). */
type SuccessData<A> = A extends { error: null; data: infer T } ? T : never;

const REASONS = new Map<string, DbFailureReason>([
  ['PGRST116', 'not-found'],
  ['23505', 'exists'],
]);

export function failureReason(code: string | undefined): DbFailureReason {
  return REASONS.get(code ?? '') ?? 'failed';
}

export function dbFailure(message: string, reason: DbFailureReason = 'failed'): DbFailure {
  return { ok: false, reason, message };
}

export function dbResult<A extends DbAnswer<unknown>>(answer: A): DbResult<SuccessData<A>>;
export function dbResult(answer: DbAnswer<unknown>): DbResult<unknown> {
  return answer.error ? dbFailure(answer.error.message, failureReason(answer.error.code)) : { ok: true, data: answer.data };
}

/** The failure's message, or null: what the optimistic updates of the stores undo on. */
export function failureMessage(result: DbResult<unknown>): string | null {
  return result.ok ? null : result.message;
}
