/**
 * How the MCP server says no. A tool's refusal (an unknown idea number, a category no list has, a cursor it
 * never gave) is a tool result with isError and one plain sentence, which the assistant reads and can act
 * on; a malformed request is a JSON-RPC error, answered by the SDK or by the function. Server-only.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A refusal the person asking should read as it is. */
export class ToolError extends Error {}

export function toolErrorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** JSON-RPC error codes the function answers itself, before the SDK sees a request (JSON-RPC 2.0, section 5.1). */
export const RPC_ERROR = { parse: -32700, invalidRequest: -32600, internal: -32603 } as const;

/** A JSON-RPC error response with no request id (the request could not be read). */
export function rpcError(code: number, message: string): { jsonrpc: '2.0'; id: null; error: { code: number; message: string } } {
  return { jsonrpc: '2.0', id: null, error: { code, message } };
}
