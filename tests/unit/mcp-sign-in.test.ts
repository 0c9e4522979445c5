// /mcp's sign-in for the personal tools (src/mcp/sign-in.server.ts): where the project and the site are read from,
// the protected-resource metadata, the 401's challenge, which requests need a token, and each tool's hints.
import { describe, expect, it } from 'vitest';
import { MCP_PERSONAL } from '../../src/config/constants/mcp.ts';
import { staleNoteMessage } from '../../src/mcp/notes.server.ts';
import { protectedResourceMetadata, readSignInConfig, signInRequired } from '../../src/mcp/sign-in.server.ts';
import { toolAnnotations } from '../../src/mcp/tool.server.ts';
import { MCP_TOOLS, personalToolCalled } from '../../src/mcp/tools.server.ts';

const PROJECT = { SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'anon-key', URL: 'https://ventures.example' };

describe('sign-in for the personal tools', () => {
  it("reads the project from the server's names, else the build's public ones, and the site from the deployment", () => {
    expect(readSignInConfig(PROJECT)).toEqual({ supabaseUrl: 'https://abc.supabase.co', anonKey: 'anon-key', site: new URL('https://ventures.example') });
    expect(readSignInConfig({ PUBLIC_SUPABASE_URL: 'https://pub.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'pub', PUBLIC_SITE_URL: 'https://www.ventures.example', URL: 'https://ventures.example' })).toEqual({
      supabaseUrl: 'https://pub.supabase.co',
      anonKey: 'pub',
      site: new URL('https://www.ventures.example'),
    });
    expect(readSignInConfig({ SUPABASE_ANON_KEY: 'anon-key' })).toBeNull();
    expect(readSignInConfig({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: ' ' })).toBeNull();
    expect(readSignInConfig({ ...PROJECT, SUPABASE_URL: 'ftp://abc.supabase.co' })).toBeNull();
  });

  it('describes /mcp as a resource whose authorization server is the project\'s Auth, asking only for its default scope', () => {
    expect(protectedResourceMetadata(readSignInConfig(PROJECT)!)).toMatchObject({
      resource: 'https://ventures.example/mcp',
      authorization_servers: ['https://abc.supabase.co/auth/v1'],
      scopes_supported: ['email'],
      bearer_methods_supported: ['header'],
    });
  });

  it('answers 401 with the challenge MCP clients follow, naming why a token sent was refused', async () => {
    const config = readSignInConfig(PROJECT)!;
    const none = signInRequired(config, 'Sign in first.');
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toBe(`Bearer resource_metadata="https://ventures.example${MCP_PERSONAL.metadataPath}"`);
    expect(none.headers.get('Access-Control-Expose-Headers')).toContain('WWW-Authenticate');
    expect(await none.json()).toMatchObject({ jsonrpc: '2.0', error: { message: 'Sign in first.' } });
    const refused = signInRequired(config, 'A "quoted" reason', 'invalid_token');
    expect(refused.headers.get('WWW-Authenticate')).toBe(`Bearer error="invalid_token", error_description="A quoted reason", resource_metadata="https://ventures.example${MCP_PERSONAL.metadataPath}"`);
  });

  it('asks for a token only for a call to a personal tool', () => {
    const call = (name: string) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } });
    expect(personalToolCalled(call('write_note'))?.name).toBe('write_note');
    expect(personalToolCalled(call('search_ideas'))).toBeUndefined();
    expect(personalToolCalled(call('no_such_tool'))).toBeUndefined();
    expect(personalToolCalled({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).toBeUndefined();
    expect(personalToolCalled('tools/call')).toBeUndefined();
  });

  it('marks the tools that only read read-only, and the ones that write not', () => {
    expect(new Set(MCP_TOOLS.map((tool) => tool.name)).size).toBe(MCP_TOOLS.length);
    const readOnly = MCP_TOOLS.filter((tool) => toolAnnotations(tool).readOnlyHint).map((tool) => tool.name);
    expect(MCP_TOOLS.filter((tool) => !tool.personal).every((tool) => readOnly.includes(tool.name))).toBe(true);
    expect(MCP_TOOLS.filter((tool) => tool.personal && !readOnly.includes(tool.name)).map((tool) => tool.name).sort()).toEqual(['not_interested', 'remove_idea', 'save_idea', 'set_tags', 'write_note']);
    expect(toolAnnotations(MCP_TOOLS.find((tool) => tool.name === 'remove_idea')!)).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
  });

  it("a stale note's refusal quotes both texts whole", () => {
    const message = staleNoteMessage(12, 'Stored\nline two', 'Mine');
    expect(message).toContain('"""\nStored\nline two\n"""');
    expect(message).toContain('"""\nMine\n"""');
    expect(message).toMatch(/nothing was written/);
  });
});
