/**
 * The person a personal tool acts for: their own Supabase client (the anon key and their access token, so
 * row-level security keeps them to their rows exactly as in the browser; never the service key), and how a
 * tool turns a database failure into a sentence. Server-only.
 */
import { createClient } from '@supabase/supabase-js';
import { MCP_PERSONAL } from '../config/constants/mcp.ts';
import { ideaId } from '../ideas/slug.ts';
import type { DbResult } from '../supabase/result.ts';
import { isNetworkFailure } from '../workspace/note-drafts.ts';
import type { Database, DbClient } from '../supabase/types.ts';
import type { IdeaCard } from './catalogue.server.ts';
import { ideaAt, type LoadedCatalogue } from './data.server.ts';
import { ToolError } from './errors.server.ts';
import { findIdea } from './idea-reference.server.ts';

export interface Person {
  /** Sends the person's token with every request. */
  db: DbClient;
  userId: string;
  /** The assistant (OAuth client) the person allowed. */
  clientId: string;
}

export function userClient(supabaseUrl: string, anonKey: string, token: string): DbClient {
  return createClient<Database>(supabaseUrl, anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * The data of a database answer, or a tool error: the database's own words for a refusal (a limit reached, as
 * the workspace shows them), a plain sentence when it could not be reached (the cause is logged).
 */
export function dataOrRefuse<T>(result: DbResult<T>, what: string): T {
  if (result.ok) return result.data;
  if (isNetworkFailure(result.message)) {
    console.error(`MCP: ${what} failed:`, result.message);
    throw new ToolError(MCP_PERSONAL.unreachable(what));
  }
  throw new ToolError(MCP_PERSONAL.refused(what, result.message));
}

/** The workspace's id ('idea-12') of the idea a number, slug or address names in the catalogue, and its card. */
export function workspaceIdOf(catalogue: LoadedCatalogue, reference: number | string): { id: string; number: number; card: IdeaCard } {
  const card = ideaAt(catalogue, findIdea(catalogue, reference));
  return { id: ideaId(card.number), number: card.number, card };
}
