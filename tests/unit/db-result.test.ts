// The one result of the queries in src/queries/ (src/supabase/result.ts): how a supabase-js answer becomes it,
// which codes it names, and the zod parsing of the database's JSON and enumerated answers beside the queries.
import { describe, expect, it } from 'vitest';
import { bundleFrom } from '../../src/queries/workspace.ts';
import { DatabaseError, SubscriptionStore, type Rpc } from '../../src/queries/subscriptions.server.ts';
import { dbResult, failureMessage, failureReason } from '../../src/supabase/result.ts';

describe('dbResult', () => {
  it('passes the data of an answer without an error through, null included', () => {
    expect(dbResult({ data: [{ id: 'a' }], error: null })).toEqual({ ok: true, data: [{ id: 'a' }] });
    expect(dbResult({ data: null, error: null })).toEqual({ ok: true, data: null });
  });

  it('names no row (PGRST116) and a taken unique key (23505); anything else failed, with the database’s words', () => {
    expect(dbResult({ data: null, error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' } })).toEqual({
      ok: false,
      reason: 'not-found',
      message: 'JSON object requested, multiple (or no) rows returned',
    });
    expect(dbResult({ data: null, error: { code: '23505', message: 'duplicate key value' } })).toMatchObject({ ok: false, reason: 'exists' });
    expect(dbResult({ data: null, error: { code: '42501', message: 'permission denied' } })).toEqual({ ok: false, reason: 'failed', message: 'permission denied' });
    expect(dbResult({ data: null, error: { code: '', message: 'TypeError: Failed to fetch' } })).toMatchObject({ reason: 'failed' });
  });

  it('does not take inherited names for codes', () => {
    expect(failureReason('constructor')).toBe('failed');
    expect(failureReason(undefined)).toBe('failed');
  });

  it('gives the message the stores undo on', () => {
    expect(failureMessage({ ok: true, data: 1 })).toBeNull();
    expect(failureMessage({ ok: false, reason: 'failed', message: 'refused' })).toBe('refused');
  });
});

describe('workspace_bulk’s JSON', () => {
  const tag = { id: 't1', user_id: 'u', idea_id: 'idea-1', tag_type: 'theme', tag_value: 'Robots', created_at: '2025-07-01T00:00:00+00:00' };

  it('reads the lists, and a list an older function leaves out (or null) as empty', () => {
    expect(bundleFrom({ bookmarks: ['idea-2'], tags: [tag] })).toEqual({ ok: true, data: { bookmarks: ['idea-2'], tags: [tag], notes: [], reads: [] } });
    expect(bundleFrom({ bookmarks: ['idea-2'], tags: null })).toEqual({ ok: true, data: { bookmarks: ['idea-2'], tags: [], notes: [], reads: [] } });
    expect(bundleFrom(null)).toEqual({ ok: true, data: { bookmarks: [], tags: [], notes: [], reads: [] } });
  });

  it('is a failure when a row is not a row (the tables are then read directly)', () => {
    expect(bundleFrom({ bookmarks: [42] })).toMatchObject({ ok: false, reason: 'failed' });
    expect(bundleFrom({ tags: [{ ...tag, tag_value: null }] })).toMatchObject({ ok: false, reason: 'failed' });
  });
});

describe('the subscription functions’ answers', () => {
  /** A store over database functions that answer `answer`, as PostgREST would. */
  const answering = (answer: unknown) => new SubscriptionStore((async () => answer) as Rpc);

  it('takes the outcomes the functions name, and refuses any other', async () => {
    await expect(answering('superseded').confirm('alerts', 'id', null)).resolves.toBe('superseded');
    await expect(answering('missing').unsubscribe('newsletter', 'id')).resolves.toBe('missing');
    await expect(answering('confirmed').unsubscribe('newsletter', 'id')).rejects.toThrow();
  });

  it('reads the counts per list, refusing a list it does not know', async () => {
    const counts = { list: 'alerts', confirmed: 2, pending: 1, unsubscribed: 0, undeliverable: 0 };
    await expect(answering([counts]).counts()).resolves.toEqual([counts]);
    await expect(answering([{ ...counts, list: 'digest' }]).counts()).rejects.toThrow();
  });

  it('reads the searches of alert recipients from JSON, minimums as numbers', async () => {
    const search = { id: 's', user_id: 'u', name: 'Robots', query: '', industries: [], technologies: [], min_novelty: '7.5', min_market: null, min_feasibility: 6, min_composite: null, paused: false, created_at: 'c', updated_at: 'u' };
    const row = { id: 'r', email: 'a@example.test', alerted_through: '2026-11-26', first_alert: false, searches: [search], picked_saved: null, picked_dismissed: null };
    const [recipient] = await answering([row]).alertRecipients();
    expect(recipient?.searches).toEqual([{ ...search, min_novelty: 7.5 }]);
    expect(recipient?.picked).toBeNull();
    await expect(answering([{ ...row, searches: [{ ...search, paused: 'no' }] }]).alertRecipients()).rejects.toThrow();
  });

  it('a refusal thrown by the rpc names its reason from the same codes', () => {
    expect(new DatabaseError('duplicate key value', '23505')).toMatchObject({ reason: 'exists', code: '23505' });
    expect(new DatabaseError('too many', 'PT429')).toMatchObject({ reason: 'failed', code: 'PT429' });
  });
});
