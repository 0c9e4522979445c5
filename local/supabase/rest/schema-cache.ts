/**
 * The local PostgREST stand-in's schema cache (development and tests only): the exposed schema's tables,
 * views and functions read from the catalog, so that only known relations, columns and functions ever
 * reach SQL (as identifiers, quoted). Reloaded when a name is not found (at most once a second).
 */
import type { Queryable } from '../db.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. "uuid", "text[]", "timestamp with time zone". */
  type: string;
}

export interface TableInfo {
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** The function's result is a row type (table, composite, OUT params): an object, not a scalar. */
  returnsComposite: boolean;
}

export interface SchemaSnapshot {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

async function loadSnapshot(db: Queryable, schema: string): Promise<SchemaSnapshot> {
  const columns = await db.query<{ table_name: string; column_name: string; type: string }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [schema],
  );
  const keys = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_catalog.pg_index i
       join pg_catalog.pg_class c on c.oid = i.indrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where n.nspname = $1 and i.indisprimary
      order by c.relname, k.ord`,
    [schema],
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { schema, name: row.table_name, columns: new Map(), primaryKey: [] };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, { name: row.column_name, type: row.type });
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);

  const procs = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[] | null;
    arg_modes: string[] | null;
    n_defaults: number;
    returns_set: boolean;
    return_type: string;
    return_type_type: string;
    has_out_args: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) as t) as arg_types,
            p.proargmodes::text[] as arg_modes, p.pronargdefaults as n_defaults, p.proretset as returns_set,
            format_type(p.prorettype, null) as return_type, rt.typtype::text as return_type_type,
            coalesce('o' = any(p.proargmodes::text[]) or 't' = any(p.proargmodes::text[]), false) as has_out_args
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  );
  const functions = new Map<string, FunctionInfo[]>();
  for (const p of procs.rows) {
    const types = p.arg_types ?? [];
    const names = p.arg_names ?? [];
    const modes = p.arg_modes ?? types.map(() => 'i');
    const inputs: { name: string; type: string }[] = [];
    types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name: names[i] ?? '', type });
    });
    const firstDefault = inputs.length - Number(p.n_defaults);
    const info: FunctionInfo = {
      schema,
      name: p.name,
      args: inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault })),
      returnsSet: p.returns_set,
      returnsVoid: p.return_type === 'void',
      returnsComposite: p.return_type_type === 'c' || p.has_out_args || p.return_type === 'record',
    };
    const list = functions.get(p.name) ?? [];
    list.push(info);
    functions.set(p.name, list);
  }
  return { tables, functions };
}

export class SchemaCache {
  readonly schema: string;
  #db: Queryable;
  #snapshot: SchemaSnapshot | null = null;
  #loadedAt = 0;
  #loading: Promise<SchemaSnapshot> | null = null;

  constructor(db: Queryable, schema = 'public') {
    this.#db = db;
    this.schema = schema;
  }

  async #load(): Promise<SchemaSnapshot> {
    this.#loading ??= loadSnapshot(this.#db, this.schema).then((snapshot) => {
      this.#snapshot = snapshot;
      this.#loadedAt = Date.now();
      this.#loading = null;
      return snapshot;
    });
    return await this.#loading;
  }

  async snapshot(): Promise<SchemaSnapshot> {
    return this.#snapshot ?? (await this.#load());
  }

  /** Drops the cache (PostgREST's `NOTIFY pgrst, 'reload schema'`). */
  invalidate(): void {
    this.#snapshot = null;
  }

  async #lookup<T>(find: (s: SchemaSnapshot) => T | undefined): Promise<T | undefined> {
    const found = find(await this.snapshot());
    if (found !== undefined || Date.now() - this.#loadedAt < 1000) return found;
    return find(await this.#load());
  }

  async table(name: string): Promise<TableInfo | undefined> {
    return await this.#lookup((s) => s.tables.get(name));
  }

  async functions(name: string): Promise<FunctionInfo[] | undefined> {
    return await this.#lookup((s) => s.functions.get(name));
  }
}
