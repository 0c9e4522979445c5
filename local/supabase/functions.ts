/**
 * /functions/v1/:name of the local stand-in (development and tests only): a thin router to handlers passed
 * to startLocalSupabase, standing in for Supabase Edge Functions / the project's Netlify functions.
 */
import { json } from './http.ts';

export type FunctionHandler = (req: Request) => Promise<Response> | Response;
export type FunctionHandlers = Record<string, FunctionHandler>;

export async function routeFunction(req: Request, name: string, handlers: FunctionHandlers): Promise<Response> {
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) return json({ error: 'Function not found' }, 404);
  if (req.method === 'OPTIONS') return new Response(null, { status: 204 });
  return await handler(req);
}
