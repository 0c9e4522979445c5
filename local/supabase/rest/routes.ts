/**
 * /rest/v1/* of the local stand-in (development and tests only): the PostgREST subset supabase-js uses.
 * Each request is one transaction run as the JWT's role with its claims (local/db/database.ts runAs), read
 * only for GET/HEAD. Answers and errors follow PostgREST (see docs/supabase-contract.md).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { runAs } from '../../db/database.ts';
import { json } from '../http.ts';
import { bearerToken, isApiRole, verifyJwt, type ApiRole } from '../jwt.ts';
import { RestError, restErrorResponse, restErrors, toRestError } from './errors.ts';
import { parsePrefer, parseQuery, parseRangeHeader, type Preferences, type QueryParts } from './parse.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';
import {
  chooseFunction,
  countStatement,
  deleteStatement,
  insertStatement,
  readStatement,
  rpcStatement,
  updateStatement,
  type Statement,
} from './sql.ts';

export interface RestContext {
  db: PGlite;
  cache: SchemaCache;
  jwtSecret: string;
}

interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
}

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const JSON_TYPE = 'application/json; charset=utf-8';

/** A gateway (Kong) answer: the API key is checked before PostgREST sees the request. */
function gatewayError(message: string, hint: string): Response {
  return json({ message, hint }, 401);
}

/** apikey (required) and the Bearer token (else the apikey), verified with the JWT secret. */
async function authenticate(ctx: RestContext, req: Request): Promise<Caller | Response> {
  const apikey = req.headers.get('apikey') ?? new URL(req.url).searchParams.get('apikey');
  if (!apikey) return gatewayError('No API key found in request', 'No `apikey` request header or url param was found.');
  const key = await verifyJwt(apikey, ctx.jwtSecret);
  if (!key.ok || (key.payload.role !== 'anon' && key.payload.role !== 'service_role')) {
    return gatewayError('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
  }
  const token = bearerToken(req) ?? apikey;
  const result = await verifyJwt(token, ctx.jwtSecret);
  if (!result.ok) {
    throw restErrors.jwt(result.reason === 'expired' ? 'JWT expired' : 'JWSError JWSInvalidSignature');
  }
  const role = result.payload.role ?? 'anon';
  if (!isApiRole(role)) throw new RestError(401, '22023', `role "${String(role)}" does not exist`);
  return { role, claims: result.payload as Record<string, unknown> };
}

function checkProfile(req: Request, schema: string): void {
  const read = req.method === 'GET' || req.method === 'HEAD';
  const profile = req.headers.get(read ? 'accept-profile' : 'content-profile');
  if (profile && profile !== schema) throw restErrors.schema(profile, schema);
}

function wantsObject(req: Request): boolean {
  return (req.headers.get('accept') ?? '').includes(OBJECT_MEDIA_TYPE);
}

async function readJsonBody(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw restErrors.invalidBody(error instanceof Error ? error.message : String(error));
  }
}

interface JsonResult {
  body: string;
  n: number;
}

async function queryJson(tx: Transaction, statement: Statement): Promise<JsonResult> {
  const { rows } = await tx.query<{ body: string | null; n: number }>(statement.text, statement.params);
  return { body: rows[0]?.body ?? 'null', n: Number(rows[0]?.n ?? 0) };
}

/** Thrown inside the transaction to roll it back when a single object was asked for but not produced. */
class SingularityError extends Error {
  readonly rows: number;
  constructor(rows: number) {
    super('singular');
    this.rows = rows;
  }
}

function singleBody(result: JsonResult): string {
  if (result.n !== 1) throw new SingularityError(result.n);
  const rows = JSON.parse(result.body) as unknown[];
  return JSON.stringify(rows[0]);
}

function contentRange(offset: number, n: number, total: number | null): string {
  const range = n > 0 ? `${offset}-${offset + n - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

async function tableOf(ctx: RestContext, name: string): Promise<TableInfo> {
  const table = await ctx.cache.table(name);
  if (!table) throw restErrors.tableNotFound(ctx.cache.schema, name);
  return table;
}

async function read(ctx: RestContext, req: Request, caller: Caller, table: TableInfo, query: QueryParts, prefs: Preferences) {
  const range = parseRangeHeader(req.headers.get('range'));
  const offset = query.offset ?? range?.offset ?? null;
  const limit = query.limit ?? range?.limit ?? null;
  const single = wantsObject(req);
  const statement = readStatement(table, { ...query, offset, limit });
  const counted = prefs.count !== null ? countStatement(table, query.conditions) : null;
  const { result, total } = await runAs(ctx.db, { role: caller.role, claims: caller.claims, readOnly: true }, async (tx) => {
    const result = await queryJson(tx, statement);
    const total = counted ? Number((await tx.query<{ n: number }>(counted.text, counted.params)).rows[0]?.n ?? 0) : null;
    return { result, total };
  });
  const from = offset ?? 0;
  const headers: Record<string, string> = {
    'Content-Range': contentRange(from, result.n, total),
    'Content-Type': single ? `${OBJECT_MEDIA_TYPE}; charset=utf-8` : JSON_TYPE,
  };
  if (single) return new Response(singleBody(result), { status: 200, headers });
  const partial = total !== null && result.n > 0 && (from > 0 || from + result.n < total);
  return new Response(req.method === 'HEAD' ? null : result.body, { status: partial ? 206 : 200, headers });
}

function representationOf(query: QueryParts, prefs: Preferences) {
  return prefs.return === 'representation' ? query.select : null;
}

/** The answer of a mutation: 201/200 with rows (representation) or 201/204 without. */
function mutationResponse(
  req: Request,
  created: boolean,
  result: { body: string; n: number } | null,
  affected: number,
  prefs: Preferences,
  single: boolean,
): Response {
  const headers: Record<string, string> = {
    'Content-Range': `*/${prefs.count !== null ? affected : '*'}`,
  };
  if (result) {
    headers['Content-Type'] = single ? `${OBJECT_MEDIA_TYPE}; charset=utf-8` : JSON_TYPE;
    return new Response(single ? singleBody(result) : result.body, { status: created ? 201 : 200, headers });
  }
  void req;
  return new Response(null, { status: created ? 201 : 204, headers });
}

async function insert(ctx: RestContext, req: Request, caller: Caller, table: TableInfo, query: QueryParts, prefs: Preferences) {
  const body = await readJsonBody(req);
  const rows = Array.isArray(body) ? body : body === undefined ? [] : [body];
  if (rows.length === 0 && body === undefined) throw restErrors.invalidBody('An empty body is not a row');
  if (!rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r))) {
    throw restErrors.invalidBody('All object keys must match');
  }
  const records = rows as Record<string, unknown>[];
  const allColumns = query.columns ?? [...new Set(records.flatMap((r) => Object.keys(r)))];
  for (const c of allColumns) if (!table.columns.has(c)) throw restErrors.bodyColumnNotFound(table.name, c);
  // Prefer: missing=default -> each row inserts only the keys it has (the rest take their defaults).
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const record of records) {
    const columns = prefs.missing === 'default' ? allColumns.filter((c) => Object.hasOwn(record, c)) : allColumns;
    const key = columns.join('\u0000');
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push(record);
    groups.set(key, group);
  }
  const onConflict =
    prefs.resolution !== null
      ? {
          target: query.onConflict ?? table.primaryKey,
          action: prefs.resolution === 'ignore-duplicates' ? ('nothing' as const) : ('update' as const),
        }
      : null;
  if (onConflict && onConflict.target.length === 0) {
    throw restErrors.parse('on_conflict is required for an upsert into a table without a primary key');
  }
  const returning = representationOf(query, prefs);
  // A group without columns is rows of defaults only: `insert ... default values`, once per row.
  const statements = [...groups.values()].flatMap((g) =>
    (g.columns.length === 0 ? g.rows.map((r) => [r]) : [g.rows]).map((rows) =>
      insertStatement(table, { rows, columns: g.columns, onConflict, returning }),
    ),
  );
  const single = wantsObject(req);
  const outcome = await runAs(ctx.db, { role: caller.role, claims: caller.claims }, async (tx) => {
    let affected = 0;
    const bodies: unknown[] = [];
    for (const statement of statements) {
      if (returning) {
        const r = await queryJson(tx, statement);
        affected += r.n;
        bodies.push(...(JSON.parse(r.body) as unknown[]));
      } else {
        const r = await tx.query(statement.text, statement.params);
        affected += r.affectedRows ?? 0;
      }
    }
    const result = returning ? { body: JSON.stringify(bodies), n: bodies.length } : null;
    if (single && result && result.n !== 1) throw new SingularityError(result.n);
    return { result, affected };
  });
  return mutationResponse(req, true, outcome.result, outcome.affected, prefs, single);
}

async function update(ctx: RestContext, req: Request, caller: Caller, table: TableInfo, query: QueryParts, prefs: Preferences) {
  const body = await readJsonBody(req);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw restErrors.invalidBody('A PATCH body must be one JSON object');
  }
  const values = body as Record<string, unknown>;
  for (const c of Object.keys(values)) if (!table.columns.has(c)) throw restErrors.bodyColumnNotFound(table.name, c);
  if (query.conditions.length === 0) throw restErrors.whereRequired('UPDATE');
  const returning = representationOf(query, prefs);
  const single = wantsObject(req);
  if (Object.keys(values).length === 0) {
    return mutationResponse(req, false, returning ? { body: '[]', n: 0 } : null, 0, prefs, false);
  }
  const statement = updateStatement(table, { values, conditions: query.conditions, returning });
  const outcome = await runAs(ctx.db, { role: caller.role, claims: caller.claims }, async (tx) => {
    if (returning) {
      const result = await queryJson(tx, statement);
      if (single && result.n !== 1) throw new SingularityError(result.n);
      return { result, affected: result.n };
    }
    const r = await tx.query(statement.text, statement.params);
    return { result: null, affected: r.affectedRows ?? 0 };
  });
  return mutationResponse(req, false, outcome.result, outcome.affected, prefs, single);
}

async function remove(ctx: RestContext, req: Request, caller: Caller, table: TableInfo, query: QueryParts, prefs: Preferences) {
  if (query.conditions.length === 0) throw restErrors.whereRequired('DELETE');
  const returning = representationOf(query, prefs);
  const single = wantsObject(req);
  const statement = deleteStatement(table, { conditions: query.conditions, returning });
  const outcome = await runAs(ctx.db, { role: caller.role, claims: caller.claims }, async (tx) => {
    if (returning) {
      const result = await queryJson(tx, statement);
      if (single && result.n !== 1) throw new SingularityError(result.n);
      return { result, affected: result.n };
    }
    const r = await tx.query(statement.text, statement.params);
    return { result: null, affected: r.affectedRows ?? 0 };
  });
  return mutationResponse(req, false, outcome.result, outcome.affected, prefs, single);
}

const RPC_RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

async function rpc(ctx: RestContext, req: Request, caller: Caller, name: string, prefs: Preferences) {
  const url = new URL(req.url);
  const read = req.method === 'GET' || req.method === 'HEAD';
  let args: Record<string, unknown>;
  if (read) {
    args = Object.fromEntries([...url.searchParams].filter(([k]) => !RPC_RESERVED.has(k) && k !== 'apikey'));
  } else if (req.method === 'POST') {
    const body = await readJsonBody(req);
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw restErrors.invalidBody('The body of an RPC call must be a JSON object of named arguments');
    }
    args = (body ?? {}) as Record<string, unknown>;
    const filters = [...url.searchParams.keys()].filter((k) => !RPC_RESERVED.has(k));
    if (filters.length > 0) throw restErrors.unsupported('Filtering the result of a function call');
  } else {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
  const candidates = (await ctx.cache.functions(name)) ?? [];
  const fn = chooseFunction(candidates, Object.keys(args));
  if (!fn) throw restErrors.functionNotFound(ctx.cache.schema, name, Object.keys(args).sort());
  const statement = rpcStatement(fn, args);
  const single = wantsObject(req);
  const result = await runAs(ctx.db, { role: caller.role, claims: caller.claims, readOnly: read }, async (tx) => {
    const r = await queryJson(tx, statement);
    if (single && fn.returnsSet && r.n !== 1) throw new SingularityError(r.n);
    return r;
  });
  if (fn.returnsVoid) return new Response(null, { status: 204 });
  const headers: Record<string, string> = {
    'Content-Type': single ? `${OBJECT_MEDIA_TYPE}; charset=utf-8` : JSON_TYPE,
    'Content-Range': fn.returnsSet ? contentRange(0, result.n, prefs.count !== null ? result.n : null) : '0-0/*',
  };
  const body = single && fn.returnsSet ? singleBody(result) : result.body;
  return new Response(req.method === 'HEAD' ? null : body, { status: 200, headers });
}

/** `path` is the part after /rest/v1, e.g. "/profiles" or "/rpc/workspace_bulk". */
export async function routeRest(ctx: RestContext, req: Request, path: string): Promise<Response> {
  let caller: Caller | null = null;
  try {
    const auth = await authenticate(ctx, req);
    if (auth instanceof Response) return auth;
    caller = auth;
    checkProfile(req, ctx.cache.schema);
    const prefs = parsePrefer(req.headers.get('prefer'));
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments.length === 0) {
      const snapshot = await ctx.cache.snapshot();
      return json({
        info: { title: 'Local Supabase stand-in (PostgREST subset)', description: 'Development only' },
        tables: [...snapshot.tables.keys()].sort(),
        functions: [...snapshot.functions.keys()].sort(),
      });
    }
    if (segments[0] === 'rpc' && segments.length === 2) return await rpc(ctx, req, caller, segments[1], prefs);
    if (segments.length !== 1) throw restErrors.tableNotFound(ctx.cache.schema, segments.join('/'));
    const table = await tableOf(ctx, segments[0]);
    const query = parseQuery(new URL(req.url).searchParams);
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        return await read(ctx, req, caller, table, query, prefs);
      case 'POST':
        return await insert(ctx, req, caller, table, query, prefs);
      case 'PATCH':
        return await update(ctx, req, caller, table, query, prefs);
      case 'DELETE':
        return await remove(ctx, req, caller, table, query, prefs);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
  } catch (error) {
    if (error instanceof SingularityError) return restErrorResponse(restErrors.singular(error.rows));
    const restError = toRestError(error, caller !== null);
    if (restError) return restErrorResponse(restError);
    throw error;
  }
}
