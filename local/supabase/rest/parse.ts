/**
 * Parsing of PostgREST request parameters for the local stand-in (development and tests only): select
 * (columns, `alias:column`, `*`), horizontal filters (`col=op.value`, `not.`, and/or trees), order,
 * limit/offset, on_conflict, columns, and the Prefer header. Pure functions; names are checked later.
 */
import { restErrors } from './errors.ts';

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Filter {
  kind: 'filter';
  column: string;
  operator: Operator;
  negated: boolean;
  /** `in` has a list; every other operator a single string. */
  value: string | string[];
}

export interface LogicTree {
  kind: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export type SelectItem = { kind: 'star' } | { kind: 'column'; column: string; alias: string | null };

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface QueryParts {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  onConflict: string[] | null;
  columns: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);

/** Splits on commas outside double quotes and parentheses. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i];
    if (quoted) {
      current += c;
      if (c === '\\' && i + 1 < input.length) {
        current += input[i + 1];
        i += 1;
      } else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  if (quoted || depth !== 0) throw restErrors.parse(`failed to parse "${input}"`, 'unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

/** A value that may be double-quoted (with backslash escapes). */
export function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** `(a,"b,c",d)` -> ['a', 'b,c', 'd'] */
export function parseList(value: string): string[] {
  const v = value.trim();
  if (!v.startsWith('(') || !v.endsWith(')')) {
    throw restErrors.parse(`failed to parse filter (in.${value})`, 'the in operator takes a list in parentheses: in.(a,b)');
  }
  const inner = v.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map(unquote);
}

/**
 * `op.value` or `not.op.value` (the part after `col=`). Values are taken literally, except inside logic
 * trees, where a double-quoted value may hold commas and parentheses (inTree).
 */
export function parseOperation(column: string, text: string, inTree = false): Filter {
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw restErrors.parse(`failed to parse filter (${text})`, `unexpected "${text}" expecting an operator`);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!(OPERATORS as readonly string[]).includes(op)) {
    throw restErrors.parse(
      `failed to parse filter (${text})`,
      `operator "${op}" is not supported by the local Supabase stand-in (supported: ${OPERATORS.join(', ')})`,
    );
  }
  const operator = op as Operator;
  if (operator === 'in') return { kind: 'filter', column, operator, negated, value: parseList(raw) };
  if (operator === 'is') {
    const normalized = raw.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(normalized)) {
      throw restErrors.parse(`failed to parse filter (${text})`, 'is takes null, not_null, true, false or unknown');
    }
    return { kind: 'filter', column, operator, negated, value: normalized };
  }
  return { kind: 'filter', column, operator, negated, value: inTree ? unquote(raw) : raw };
}

/** One item of a logic tree: `col.op.value`, `col.not.op.value`, `and(...)`, `not.or(...)`. */
function parseTreeItem(item: string): Condition {
  const text = item.trim();
  const tree = /^(not\.)?(and|or)\((.*)\)$/s.exec(text);
  if (tree) {
    return {
      kind: tree[2] as 'and' | 'or',
      negated: tree[1] !== undefined,
      children: splitTopLevel(tree[3]).map(parseTreeItem),
    };
  }
  const dot = text.indexOf('.');
  if (dot <= 0) throw restErrors.parse(`failed to parse logic tree (${text})`);
  return parseOperation(unquote(text.slice(0, dot)), text.slice(dot + 1), true);
}

export function parseLogicTree(key: string, value: string): LogicTree {
  const negated = key.startsWith('not.');
  const kind = (negated ? key.slice(4) : key) as 'and' | 'or';
  const v = value.trim();
  if (!v.startsWith('(') || !v.endsWith(')')) {
    throw restErrors.parse(`failed to parse logic tree (${value})`, `${kind} takes a list in parentheses`);
  }
  return { kind, negated, children: splitTopLevel(v.slice(1, -1)).map(parseTreeItem) };
}

export function parseSelect(value: string | null): SelectItem[] {
  if (value === null || value.trim() === '' || value.trim() === '*') return [{ kind: 'star' }];
  return splitTopLevel(value).map((raw): SelectItem => {
    const item = raw.trim();
    if (item === '*') return { kind: 'star' };
    if (item.includes('(')) throw restErrors.unsupported(`Embedding related resources ("${item}")`);
    if (item.includes('::')) throw restErrors.unsupported(`Casting in select ("${item}")`);
    if (item.includes('->')) throw restErrors.unsupported(`JSON paths in select ("${item}")`);
    const colon = item.indexOf(':');
    if (colon >= 0) return { kind: 'column', alias: unquote(item.slice(0, colon)), column: unquote(item.slice(colon + 1)) };
    return { kind: 'column', alias: null, column: unquote(item) };
  });
}

export function parseOrder(value: string | null): OrderTerm[] {
  if (value === null || value.trim() === '') return [];
  return splitTopLevel(value).map((raw) => {
    const parts = raw.trim().split('.');
    const column = unquote(parts[0] ?? '');
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc' || modifier === 'desc') direction = modifier;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw restErrors.parse(`failed to parse order (${value})`, `unexpected "${modifier}"`);
    }
    if (column === '') throw restErrors.parse(`failed to parse order (${value})`);
    return { column, direction, nulls };
  });
}

function parseCount(name: string, value: string | null): number | null {
  if (value === null || value === '') return null;
  if (!/^\d+$/.test(value)) throw restErrors.parse(`failed to parse ${name} (${value})`);
  return Number(value);
}

/** Column lists of on_conflict and columns: `a,b` or `"a","b"`. */
export function parseColumnList(value: string | null): string[] | null {
  if (value === null || value.trim() === '') return null;
  return splitTopLevel(value).map((c) => unquote(c.trim()));
}

export function parseQuery(params: URLSearchParams): QueryParts {
  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      conditions.push(parseLogicTree(key, value));
    } else if (!RESERVED.has(key)) {
      if (key.includes('->')) throw restErrors.unsupported(`Filtering on JSON paths ("${key}")`);
      conditions.push(parseOperation(key, value));
    }
  }
  return {
    select: parseSelect(params.get('select')),
    conditions,
    order: parseOrder(params.get('order')),
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')),
    onConflict: parseColumnList(params.get('on_conflict')),
    columns: parseColumnList(params.get('columns')),
  };
}

/** `Range: 0-9` (items), as an offset and limit. */
export function parseRangeHeader(value: string | null): { offset: number; limit: number | null } | null {
  if (!value) return null;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(value.trim());
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === '' ? null : Number(match[2]);
  return { offset: from, limit: to === null ? null : Math.max(0, to - from + 1) };
}

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  tx: 'commit' | 'rollback' | null;
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { return: null, count: null, resolution: null, missing: null, tx: null };
  for (const token of (header ?? '').split(',')) {
    const [rawName, rawValue] = token.trim().split('=');
    const name = rawName?.trim();
    const value = rawValue?.trim();
    if (name === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) prefs.return = value;
    else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = value;
    else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
    else if (name === 'missing' && (value === 'default' || value === 'null')) prefs.missing = value;
    else if (name === 'tx' && (value === 'commit' || value === 'rollback')) prefs.tx = value;
  }
  return prefs;
}
