/**
 * What an MCP tool is, in one place: its name and the words people read about it (the server, /developers and
 * llms.txt all map over src/mcp/tools.server.ts), its input and output schemas, and how it answers, as structured
 * content and as text for clients that read only text. A public tool reads the catalogue; a personal one acts for
 * the signed-in person through Supabase with their own token (./personal.server.ts), and says whether it writes.
 * Server-only.
 */
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z, ZodRawShape } from 'zod';
import type { LoadedCatalogue } from './data.server.ts';
import type { Person } from './personal.server.ts';

type Input<I extends ZodRawShape> = z.infer<z.ZodObject<I>>;
type Output<O extends ZodRawShape> = z.infer<z.ZodObject<O>>;

interface ToolWords<I extends ZodRawShape, O extends ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** The same answer as text. */
  text(output: Output<O>, input: Input<I>, catalogue: LoadedCatalogue): string | Promise<string>;
}

export interface PublicTool<I extends ZodRawShape = ZodRawShape, O extends ZodRawShape = ZodRawShape> extends ToolWords<I, O> {
  personal?: false;
  /** The answer's structured content; a ToolError refuses with a sentence the assistant can read. */
  run(catalogue: LoadedCatalogue, input: Input<I>): Output<O> | Promise<Output<O>>;
}

export interface PersonalTool<I extends ZodRawShape = ZodRawShape, O extends ZodRawShape = ZodRawShape> extends ToolWords<I, O> {
  /** Called only with a token Supabase Auth accepts: without one the function answers 401 (./sign-in.server.ts). */
  personal: true;
  /** What it changes; absent for a tool that only reads. */
  writes?: { destructive: boolean; idempotent: boolean };
  run(catalogue: LoadedCatalogue, input: Input<I>, person: Person): Output<O> | Promise<Output<O>>;
}

export type McpTool<I extends ZodRawShape = ZodRawShape, O extends ZodRawShape = ZodRawShape> = PublicTool<I, O> | PersonalTool<I, O>;

const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** The hints a client shows before a call: every public tool and every personal one that only reads is read-only. */
export function toolAnnotations(tool: McpTool): ToolAnnotations {
  if (!tool.personal || !tool.writes) return READ_ONLY;
  return { readOnlyHint: false, destructiveHint: tool.writes.destructive, idempotentHint: tool.writes.idempotent, openWorldHint: false };
}

/** A tool, typed by its schemas (the list in tools.server.ts holds them as plain McpTools). */
export const defineTool = <I extends ZodRawShape, O extends ZodRawShape>(tool: PublicTool<I, O>): PublicTool<I, O> => tool;

export const definePersonalTool = <I extends ZodRawShape, O extends ZodRawShape>(tool: PersonalTool<I, O>): PersonalTool<I, O> => tool;
