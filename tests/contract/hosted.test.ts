// The same Supabase wire contract against a real project, when SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY are set (mail-dependent tests are skipped there). It creates throw-away users
// through the admin API and deletes them afterwards.
import { describe, it, vi } from 'vitest';
import { hasHostedEnv, hostedTarget } from './harness.ts';
import { authContract } from './suites/auth.ts';
import { oauthContract } from './suites/oauth.ts';
import { restContract } from './suites/rest.ts';

// Network round trips to a real project (and an 11 s wait in the refresh-token test).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe.skipIf(!hasHostedEnv)('hosted Supabase: auth', () => authContract('hosted', hostedTarget));
describe.skipIf(!hasHostedEnv)('hosted Supabase: rest', () => restContract('hosted', hostedTarget));
describe.skipIf(!hasHostedEnv)('hosted Supabase: OAuth 2.1 server', () => oauthContract(hostedTarget));

describe.skipIf(hasHostedEnv)('hosted Supabase', () => {
  it.skip('skipped: set SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY to run the contract suite against a real project', () => {});
});
