/**
 * PostgREST errors as the local stand-in answers them (development and tests only): the body is always
 * {code, details, hint, message}; PostgreSQL errors keep their SQLSTATE and get PostgREST's status.
 */
import { json } from '../http.ts';
import { isPgError } from '../db.ts';

export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

export const restErrors = {
  tableNotFound: (schema: string, table: string) =>
    new RestError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`),
  functionNotFound: (schema: string, name: string, argNames: string[]) =>
    new RestError(
      404,
      'PGRST202',
      argNames.length > 0
        ? `Could not find the function ${schema}.${name}(${argNames.join(', ')}) in the schema cache`
        : `Could not find the function ${schema}.${name} without parameters in the schema cache`,
      argNames.length > 0
        ? `Searched for the function ${schema}.${name} with parameters ${argNames.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
        : `Searched for the function ${schema}.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    ),
  columnNotFound: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  bodyColumnNotFound: (table: string, column: string) =>
    new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  parse: (message: string, details: string | null = null) => new RestError(400, 'PGRST100', message, details),
  unsupported: (what: string) =>
    new RestError(400, 'PGRST100', `${what} is not supported by the local Supabase stand-in (local/supabase/rest)`),
  invalidBody: (details: string) => new RestError(400, 'PGRST102', 'Empty or invalid json', details),
  singular: (rows: number) =>
    new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  schema: (schema: string, exposed: string) =>
    new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed}`),
  jwt: (message: string) =>
    new RestError(401, 'PGRST301', message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
    }),
  whereRequired: (command: 'UPDATE' | 'DELETE') =>
    new RestError(400, '21000', `${command} requires a WHERE clause`),
};

/** PostgREST's HTTP status for a SQLSTATE (the anon key counts as a JWT role). */
export function statusForSqlState(code: string, hasJwtRole: boolean): number {
  // PostgREST's own convention: `raise ... using errcode = 'PT429'` answers HTTP 429.
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return hasJwtRole ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  if (code.startsWith('08')) return 503;
  if (code.startsWith('28') || code.startsWith('0L') || code.startsWith('0P')) return 403;
  if (code.startsWith('53') || code.startsWith('54') || code.startsWith('55') || code.startsWith('57') || code.startsWith('58')) {
    return 500;
  }
  if (code.startsWith('XX') || code.startsWith('P0') || code.startsWith('25') || code.startsWith('40')) return 500;
  if (code.startsWith('09') || code.startsWith('2D') || code.startsWith('38') || code.startsWith('39') || code.startsWith('3B')) {
    return 500;
  }
  return 400;
}

export function toRestError(error: unknown, hasJwtRole: boolean): RestError | null {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    return new RestError(
      statusForSqlState(error.code, hasJwtRole),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  return null;
}

export function restErrorResponse(error: RestError): Response {
  return json(
    { code: error.code, details: error.details, hint: error.hint, message: error.message },
    error.status,
    error.headers,
  );
}
