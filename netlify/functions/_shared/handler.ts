/**
 * The frame every admin function shares: POST only, configuration read, the admin guard, the JSON body
 * validated with zod (400 with the reason), then the action; anything unexpected is logged and answered
 * with the generic message of docs/spec/workspace-and-operations.md#6-roles-and-permissions. Server-only.
 */
import type { DbClient } from '../../../src/supabase/types.ts';
import { z } from 'zod';
import { ADMIN } from '../../../src/config/constants/admin.ts';
import { MailConfigError } from '../../../src/email/config.server.ts';
import { requireAdmin } from './auth.ts';
import { ConfigError, readServerConfig, type ServerConfig } from './config.ts';
import { failure } from './http.ts';

export interface AdminContext {
  config: ServerConfig;
  userId: string;
  /** The admin's own address (auth.users), where test emails go. */
  email: string | null;
  db: DbClient;
  req: Request;
}

async function readBody(req: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await req.text();
  if (!text.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function adminFunction<S extends z.ZodType>(
  schema: S,
  action: (input: z.infer<S>, context: AdminContext) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return failure(405, 'Use POST', { Allow: 'POST' });
    try {
      const config = readServerConfig();
      const guard = await requireAdmin(req, config);
      if (!guard.ok) return guard.response;
      const body = await readBody(req);
      if (!body.ok) return failure(400, 'The request body is not valid JSON');
      const input = schema.safeParse(body.value);
      if (!input.success) return failure(400, z.prettifyError(input.error));
      return await action(input.data, { config, userId: guard.userId, email: guard.email, db: guard.db, req });
    } catch (error) {
      if (error instanceof ConfigError || error instanceof MailConfigError) {
        console.error(error.message);
        return failure(500, error.message);
      }
      console.error('Admin function failed:', error);
      return failure(500, ADMIN.text.unexpected);
    }
  };
}
