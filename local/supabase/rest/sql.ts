/**
 * SQL for the local PostgREST stand-in (development and tests only). Identifiers come only from the schema
 * cache and are quoted; every value is a bound parameter. Results are built as JSON text by PostgreSQL
 * (json_agg / to_json), as PostgREST does, so types serialise the same way.
 */
import { restErrors } from './errors.ts';
import type { Condition, OrderTerm, SelectItem } from './parse.ts';
import type { FunctionInfo, TableInfo } from './schema-cache.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualifiedName(table: { schema: string; name: string }): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

export function checkColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) throw restErrors.columnNotFound(table.name, column);
  return column;
}

function columnRef(table: TableInfo, column: string, qualifier: string): string {
  return `${qualifier}.${quoteIdent(checkColumn(table, column))}`;
}

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function conditionSql(table: TableInfo, condition: Condition, params: Params, qualifier: string): string {
  if (condition.kind !== 'filter') {
    const parts = condition.children.map((c) => conditionSql(table, c, params, qualifier));
    const joined = parts.length === 0 ? (condition.kind === 'and' ? 'true' : 'false') : `(${parts.join(` ${condition.kind} `)})`;
    return condition.negated ? `not ${joined}` : joined;
  }
  const col = columnRef(table, condition.column, qualifier);
  let expr: string;
  switch (condition.operator) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      expr = `${col} ${COMPARISONS[condition.operator]} ${params.add(condition.value)}`;
      break;
    case 'like':
    case 'ilike':
      expr = `${col} ${condition.operator} ${params.add(String(condition.value).replace(/\*/g, '%'))}`;
      break;
    case 'in':
      expr = `${col} = any(${params.add(condition.value)})`;
      break;
    case 'is': {
      const tests: Record<string, string> = {
        null: 'is null',
        not_null: 'is not null',
        true: 'is true',
        false: 'is false',
        unknown: 'is unknown',
      };
      expr = `${col} ${tests[String(condition.value)]}`;
      break;
    }
  }
  return condition.negated ? `not (${expr})` : expr;
}

export function whereSql(table: TableInfo, conditions: Condition[], params: Params, qualifier = qualifiedName(table)): string {
  if (conditions.length === 0) return '';
  return `where ${conditions.map((c) => conditionSql(table, c, params, qualifier)).join(' and ')}`;
}

export function selectListSql(table: TableInfo, items: SelectItem[], qualifier: string): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${qualifier}.*`;
      const ref = columnRef(table, item.column, qualifier);
      return item.alias ? `${ref} as ${quoteIdent(item.alias)}` : ref;
    })
    .join(', ');
}

export function orderSql(table: TableInfo, terms: OrderTerm[], qualifier = qualifiedName(table)): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    let sql = columnRef(table, t.column, qualifier);
    if (t.direction) sql += ` ${t.direction}`;
    if (t.nulls) sql += ` nulls ${t.nulls}`;
    return sql;
  });
  return `order by ${parts.join(', ')}`;
}

export interface ReadSpec {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
}

/** Rows as a JSON array (body) plus how many (n). */
export function readStatement(table: TableInfo, spec: ReadSpec): Statement {
  const params = new Params();
  const q = qualifiedName(table);
  const inner = [
    `select ${selectListSql(table, spec.select, q)} from ${q}`,
    whereSql(table, spec.conditions, params),
    orderSql(table, spec.order),
    spec.limit !== null ? `limit ${params.add(spec.limit)}` : '',
    spec.offset !== null ? `offset ${params.add(spec.offset)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    text: `select coalesce(json_agg(_pgrst_t), '[]')::text as body, count(*)::int as n from (${inner}) _pgrst_t`,
    params: params.values,
  };
}

export function countStatement(table: TableInfo, conditions: Condition[]): Statement {
  const params = new Params();
  return {
    text: `select count(*)::int as n from ${qualifiedName(table)} ${whereSql(table, conditions, params)}`,
    params: params.values,
  };
}

/** Wraps a data-modifying statement that ends in `returning <table>.*` to answer JSON rows. */
function representation(table: TableInfo, modifying: string, select: SelectItem[]): string {
  return `with pgrst_source as (${modifying} returning ${qualifiedName(table)}.*)
    select coalesce(json_agg(_pgrst_t), '[]')::text as body, count(*)::int as n
      from (select ${selectListSql(table, select, 'pgrst_source')} from pgrst_source) _pgrst_t`;
}

export interface InsertSpec {
  rows: Record<string, unknown>[];
  columns: string[];
  onConflict: { target: string[]; action: 'update' | 'nothing' } | null;
  returning: SelectItem[] | null;
}

export function insertStatement(table: TableInfo, spec: InsertSpec): Statement {
  const params = new Params();
  const q = qualifiedName(table);
  const cols = spec.columns.map((c) => quoteIdent(checkColumn(table, c)));
  const body = params.add(JSON.stringify(spec.rows));
  let sql =
    cols.length === 0
      ? `insert into ${q} default values`
      : `insert into ${q} (${cols.join(', ')}) select ${cols.join(', ')} from json_populate_recordset(null::${q}, ${body}::json) _pgrst_body`;
  if (cols.length === 0) params.values.pop();
  if (spec.onConflict) {
    const target = spec.onConflict.target.map((c) => quoteIdent(checkColumn(table, c))).join(', ');
    if (spec.onConflict.action === 'nothing' || cols.length === 0) {
      sql += ` on conflict (${target}) do nothing`;
    } else {
      sql += ` on conflict (${target}) do update set ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}`;
    }
  }
  return { text: spec.returning ? representation(table, sql, spec.returning) : sql, params: params.values };
}

export interface UpdateSpec {
  values: Record<string, unknown>;
  conditions: Condition[];
  returning: SelectItem[] | null;
}

export function updateStatement(table: TableInfo, spec: UpdateSpec): Statement {
  const params = new Params();
  const q = qualifiedName(table);
  const cols = Object.keys(spec.values).map((c) => quoteIdent(checkColumn(table, c)));
  const body = params.add(JSON.stringify(spec.values));
  const sql = `update ${q} set ${cols.map((c) => `${c} = _pgrst_body.${c}`).join(', ')}
    from (select * from json_populate_record(null::${q}, ${body}::json)) _pgrst_body
    ${whereSql(table, spec.conditions, params)}`;
  return { text: spec.returning ? representation(table, sql, spec.returning) : sql, params: params.values };
}

export interface DeleteSpec {
  conditions: Condition[];
  returning: SelectItem[] | null;
}

export function deleteStatement(table: TableInfo, spec: DeleteSpec): Statement {
  const params = new Params();
  const q = qualifiedName(table);
  const sql = `delete from ${q} ${whereSql(table, spec.conditions, params)}`;
  return { text: spec.returning ? representation(table, sql, spec.returning) : sql, params: params.values };
}

/** The overload a set of named arguments calls (PostgREST's rule: all given names known, no required one missing). */
export function chooseFunction(candidates: FunctionInfo[], argNames: string[]): FunctionInfo | null {
  const given = new Set(argNames);
  const matches = candidates.filter((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    return argNames.every((n) => names.has(n)) && fn.args.every((a) => a.hasDefault || given.has(a.name));
  });
  if (matches.length > 0) return matches.sort((a, b) => a.args.length - b.args.length)[0];
  // A single unnamed json/jsonb parameter takes the whole body.
  return (
    candidates.find((fn) => fn.args.length === 1 && fn.args[0].name === '' && /^jsonb?$/.test(fn.args[0].type)) ?? null
  );
}

/**
 * Calls a function with named arguments taken from a JSON object (converted by json_to_record to the
 * declared types). The result: `body` JSON text (array for set-returning functions, else the value).
 */
export function rpcStatement(fn: FunctionInfo, args: Record<string, unknown>): Statement {
  const params = new Params();
  const name = qualifiedName(fn);
  let from: string;
  let call: string;
  if (fn.args.length === 1 && fn.args[0].name === '' && !Object.hasOwn(args, '')) {
    call = `${name}(${params.add(JSON.stringify(args))}::${fn.args[0].type})`;
    from = '';
  } else {
    const used = fn.args.filter((a) => Object.hasOwn(args, a.name));
    if (used.length === 0) {
      call = `${name}()`;
      from = '';
    } else {
      const body = params.add(JSON.stringify(args));
      const defs = used.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
      from = `json_to_record(${body}::json) as _pgrst_args(${defs}), `;
      call = `${name}(${used.map((a) => `${quoteIdent(a.name)} := _pgrst_args.${quoteIdent(a.name)}`).join(', ')})`;
    }
  }
  if (fn.returnsVoid) {
    return { text: `select 1 from ${from} lateral ${call} as _pgrst_r`, params: params.values };
  }
  if (fn.returnsSet) {
    return {
      text: `select coalesce(json_agg(_pgrst_r), '[]')::text as body, count(*)::int as n from ${from} lateral ${call} as _pgrst_r`,
      params: params.values,
    };
  }
  return { text: `select to_json(_pgrst_r)::text as body, 1 as n from ${from} lateral ${call} as _pgrst_r`, params: params.values };
}
