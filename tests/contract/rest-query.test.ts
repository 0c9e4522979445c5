// The local PostgREST stand-in's query parsing and SQL building (no database): names are checked against
// the schema cache and quoted, values only ever travel as parameters.
import { describe, expect, it } from 'vitest';
import { RestError, statusForSqlState } from '../../local/supabase/rest/errors.ts';
import { parseList, parsePrefer, parseQuery, parseRangeHeader, splitTopLevel } from '../../local/supabase/rest/parse.ts';
import type { TableInfo } from '../../local/supabase/rest/schema-cache.ts';
import { chooseFunction, deleteStatement, insertStatement, readStatement, rpcStatement, updateStatement } from '../../local/supabase/rest/sql.ts';

const notes: TableInfo = {
  schema: 'public',
  name: 'user_idea_notes',
  columns: new Map(
    ['user_id', 'idea_id', 'content', 'updated_at'].map((name) => [name, { name, type: name === 'user_id' ? 'uuid' : 'text' }]),
  ),
  primaryKey: ['user_id', 'idea_id'],
};

const query = (qs: string) => parseQuery(new URLSearchParams(qs));

describe('parsing', () => {
  it('splits lists on top-level commas only', () => {
    expect(splitTopLevel('a,"b,c",and(d,e)')).toEqual(['a', '"b,c"', 'and(d,e)']);
    expect(parseList('(idea-1,"idea,2","a\\"b",x)')).toEqual(['idea-1', 'idea,2', 'a"b', 'x']);
    expect(parseList('()')).toEqual([]);
  });

  it('reads filters, select, order, limit and offset as supabase-js writes them', () => {
    const q = query('select=idea_id,note:content&user_id=eq.u1&idea_id=in.(a,"b,c")&content=not.is.null&order=updated_at.desc.nullslast,idea_id&limit=10&offset=20');
    expect(q.select).toEqual([
      { kind: 'column', column: 'idea_id', alias: null },
      { kind: 'column', column: 'content', alias: 'note' },
    ]);
    expect(q.conditions).toEqual([
      { kind: 'filter', column: 'user_id', operator: 'eq', negated: false, value: 'u1' },
      { kind: 'filter', column: 'idea_id', operator: 'in', negated: false, value: ['a', 'b,c'] },
      { kind: 'filter', column: 'content', operator: 'is', negated: true, value: 'null' },
    ]);
    expect(q.order).toEqual([
      { column: 'updated_at', direction: 'desc', nulls: 'last' },
      { column: 'idea_id', direction: null, nulls: null },
    ]);
    expect([q.limit, q.offset]).toEqual([10, 20]);
  });

  it('takes eq values literally and reads or/and trees', () => {
    expect(query('content=eq."quoted"').conditions[0]).toMatchObject({ value: '"quoted"' });
    expect(query('or=(content.eq."a,b",and(idea_id.gt.1,idea_id.lt.5))').conditions).toEqual([
      {
        kind: 'or',
        negated: false,
        children: [
          { kind: 'filter', column: 'content', operator: 'eq', negated: false, value: 'a,b' },
          {
            kind: 'and',
            negated: false,
            children: [
              { kind: 'filter', column: 'idea_id', operator: 'gt', negated: false, value: '1' },
              { kind: 'filter', column: 'idea_id', operator: 'lt', negated: false, value: '5' },
            ],
          },
        ],
      },
    ]);
  });

  it('refuses what it does not support with a PostgREST-style 400', () => {
    for (const qs of ['content=fts.word', 'select=*,profiles(*)', 'select=content::int', 'limit=ten', 'idea_id=in.a,b']) {
      expect(() => query(qs)).toThrow(RestError);
    }
  });

  it('reads Prefer and Range', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation, count=exact, missing=default')).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      tx: null,
    });
    expect(parseRangeHeader('5-9')).toEqual({ offset: 5, limit: 5 });
  });
});

describe('SQL', () => {
  it('binds every value and quotes every name', () => {
    const q = query(`select=*&user_id=eq.x'); drop table t; --&content=ilike.*hi*&idea_id=in.(a,b)&order=idea_id.desc&limit=5`);
    const s = readStatement(notes, q);
    expect(s.text).not.toContain('drop table');
    expect(s.text).toContain('"public"."user_idea_notes"."user_id" = $1');
    expect(s.text).toContain('"public"."user_idea_notes"."content" ilike $2');
    expect(s.text).toContain('"public"."user_idea_notes"."idea_id" = any($3)');
    expect(s.text).toContain('order by "public"."user_idea_notes"."idea_id" desc');
    expect(s.params).toEqual(["x'); drop table t; --", '%hi%', ['a', 'b'], 5]);
  });

  it('refuses unknown columns anywhere', () => {
    expect(() => readStatement(notes, query('select=password'))).toThrow(/column user_idea_notes.password does not exist/);
    expect(() => readStatement(notes, query('secret=eq.1'))).toThrow(RestError);
    expect(() => readStatement(notes, query('order=secret'))).toThrow(RestError);
    expect(() => updateStatement(notes, { values: { secret: 1 }, conditions: [], returning: null })).toThrow(RestError);
  });

  it('upserts with on conflict ... do update / do nothing, and wraps representation', () => {
    const rows = [{ user_id: 'u', idea_id: 'idea-1', content: 'x' }];
    const merge = insertStatement(notes, {
      rows,
      columns: ['user_id', 'idea_id', 'content'],
      onConflict: { target: ['user_id', 'idea_id'], action: 'update' },
      returning: [{ kind: 'star' }],
    });
    expect(merge.text).toContain('json_populate_recordset(null::"public"."user_idea_notes", $1::json)');
    expect(merge.text).toContain('on conflict ("user_id", "idea_id") do update set "user_id" = excluded."user_id"');
    expect(merge.text).toContain('returning "public"."user_idea_notes".*');
    expect(merge.params).toEqual([JSON.stringify(rows)]);
    const ignore = insertStatement(notes, { rows, columns: ['user_id'], onConflict: { target: ['user_id', 'idea_id'], action: 'nothing' }, returning: null });
    expect(ignore.text).toMatch(/do nothing$/);
    expect(ignore.text).not.toContain('returning');
  });

  it('deletes only what the filters say', () => {
    const s = deleteStatement(notes, { conditions: query('user_id=eq.u&idea_id=eq.idea-1').conditions, returning: null });
    expect(s.text).toBe('delete from "public"."user_idea_notes" where "public"."user_idea_notes"."user_id" = $1 and "public"."user_idea_notes"."idea_id" = $2');
  });

  it('calls functions with named, typed arguments', () => {
    const fn = { schema: 'public', name: 'f', args: [{ name: 'n', type: 'integer', hasDefault: false }, { name: 'tag', type: 'text', hasDefault: true }], returnsSet: false, returnsVoid: false, returnsComposite: false };
    expect(chooseFunction([fn], ['n'])).toBe(fn);
    expect(chooseFunction([fn], ['tag'])).toBeNull();
    expect(chooseFunction([fn], ['n', 'other'])).toBeNull();
    const s = rpcStatement(fn, { n: 3 });
    expect(s.text).toContain('json_to_record($1::json) as _pgrst_args("n" integer)');
    expect(s.text).toContain('"public"."f"("n" := _pgrst_args."n")');
    expect(s.params).toEqual(['{"n":3}']);
  });
});

describe('status codes', () => {
  it('maps SQLSTATEs like PostgREST', () => {
    expect(statusForSqlState('23505', true)).toBe(409);
    expect(statusForSqlState('23503', true)).toBe(409);
    expect(statusForSqlState('42501', true)).toBe(403);
    expect(statusForSqlState('42501', false)).toBe(401);
    expect(statusForSqlState('P0001', true)).toBe(400);
    expect(statusForSqlState('23514', true)).toBe(400);
    expect(statusForSqlState('22P02', true)).toBe(400);
    expect(statusForSqlState('22001', true)).toBe(400);
    expect(statusForSqlState('42883', true)).toBe(404);
    expect(statusForSqlState('25006', true)).toBe(405);
  });
});
