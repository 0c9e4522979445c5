/**
 * Types only (nothing ships): the typed supabase-js client and the row types, all derived from the
 * generated Database type (./database.types.ts, `npm run gen:types`).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types.ts';

/** A supabase-js client that knows the public schema's tables and functions. */
export type DbClient = SupabaseClient<Database>;
