/**
 * What an MCP tool is, in one place: its name and the words people read about it (the server, /developers and
 * llms.txt all map over src/mcp/tools.server.ts), its input and output schemas, and how it answers, as structured
 * content and as text for clients that read only text. Every tool is read-only. Server-only.
 */
import type { z, ZodRawShape } from 'zod';
import type { LoadedCatalogue } from './data.server.ts';

type Input<I extends ZodRawShape> = z.infer<z.ZodObject<I>>;
type Output<O extends ZodRawShape> = z.infer<z.ZodObject<O>>;

export interface McpTool<I extends ZodRawShape = ZodRawShape, O extends ZodRawShape = ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** The answer's structured content; a ToolError refuses with a sentence the assistant can read. */
  run(catalogue: LoadedCatalogue, input: Input<I>): Output<O> | Promise<Output<O>>;
  /** The same answer as text. */
  text(output: Output<O>, input: Input<I>, catalogue: LoadedCatalogue): string | Promise<string>;
}

/** A tool, typed by its schemas (the list in tools.server.ts holds them as plain McpTools). */
export const defineTool = <I extends ZodRawShape, O extends ZodRawShape>(tool: McpTool<I, O>): McpTool<I, O> => tool;
