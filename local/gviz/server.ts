/**
 * A stand-in for a Google Sheet's gviz endpoint (tests and the benchmark): answers the sheet text it was given
 * in the same wrapper, reading the query language as far as the build uses it: `select *` with `limit` and
 * `offset`. Any other query gets the error response Google gives for a query it cannot read.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GvizServer {
  /** The endpoint's address, as SHEET_URL would name it. */
  url: string;
  /** The tq of every request, in order ('' when none). */
  queries: string[];
  close(): Promise<void>;
}

const QUERY = /^\s*select\s+\*(?:\s+limit\s+(\d+))?(?:\s+offset\s+(\d+))?\s*$/i;

interface GvizResponse {
  table: { rows: unknown[] };
  [key: string]: unknown;
}

/** Answers `text` (a gviz response, as the sample sheet is stored) on a free port of this machine. */
export async function startGvizServer(text: string): Promise<GvizServer> {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  const response = JSON.parse(text.slice(start + 1, end)) as GvizResponse;
  const queries: string[] = [];
  const server = createServer((request, reply) => {
    const tq = new URL(request.url ?? '/', 'http://localhost').searchParams.get('tq') ?? '';
    queries.push(tq);
    const body = answer(response, tq);
    reply.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify(body)});`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/spreadsheets/d/stand-in/gviz/tq`,
    queries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answer(response: GvizResponse, tq: string): unknown {
  if (tq === '') return response;
  const query = QUERY.exec(tq);
  if (!query) {
    return {
      version: '0.6', reqId: '0', status: 'error',
      errors: [{ reason: 'invalid_query', message: 'INVALID_QUERY', detailed_message: `Invalid query: ${tq}` }],
    };
  }
  const offset = Number(query[2] ?? 0);
  const limit = query[1] === undefined ? Number.POSITIVE_INFINITY : Number(query[1]);
  return { ...response, table: { ...response.table, rows: response.table.rows.slice(offset, offset + limit) } };
}
