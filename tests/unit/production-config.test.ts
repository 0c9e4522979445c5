// A deployed build (Netlify CONTEXT=production, or any build on Netlify: NETLIFY=true) must name every
// variable that would make the site talk to the local stand-in; a local build keeps the local defaults.
import { describe, expect, test } from 'vitest';
import { assertProductionConfig, isLoopbackUrl, productionConfigProblems, readBuildEnv } from '../../src/config/env.server.ts';
import { LOCAL_SUPABASE } from '../../local/config.ts';

const good = {
  CONTEXT: 'production',
  PUBLIC_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIn0.sig',
  PUBLIC_CONTACT_FORM_URL: 'https://formsubmit.co/hello@researchventures.ai',
};

describe('production configuration', () => {
  test('a complete production configuration passes', () => {
    expect(productionConfigProblems(readBuildEnv(good))).toEqual([]);
  });

  test('each missing variable is named', () => {
    expect(productionConfigProblems(readBuildEnv({ CONTEXT: 'production' }))).toEqual([
      'PUBLIC_SUPABASE_URL is not set',
      'PUBLIC_SUPABASE_ANON_KEY is not set',
      'PUBLIC_CONTACT_FORM_URL is not set',
    ]);
  });

  test.each(['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321', 'http://0.0.0.0', 'http://api.localhost', 'http://127.9.9.9'])(
    'a loopback address (%s) is refused for the Supabase URL and the contact form',
    (url) => {
      expect(productionConfigProblems(readBuildEnv({ ...good, PUBLIC_SUPABASE_URL: url, PUBLIC_CONTACT_FORM_URL: `${url}/form-mail/x` }))).toEqual([
        `PUBLIC_SUPABASE_URL points at this machine (${url})`,
        `PUBLIC_CONTACT_FORM_URL points at this machine (${url}/form-mail/x)`,
      ]);
    },
  );

  test("the local stand-in's demo anon key is refused", () => {
    expect(productionConfigProblems(readBuildEnv({ ...good, PUBLIC_SUPABASE_ANON_KEY: LOCAL_SUPABASE.anonKey }))).toEqual([
      "PUBLIC_SUPABASE_ANON_KEY is the local stand-in's demo key",
    ]);
  });

  test.each(['deploy-preview', 'branch-deploy', 'production', undefined])('a build on Netlify (NETLIFY=true, context %s) refuses the local defaults too', (CONTEXT) => {
    expect(productionConfigProblems(readBuildEnv({ NETLIFY: 'true', CONTEXT }))).toEqual([
      'PUBLIC_SUPABASE_URL is not set',
      'PUBLIC_SUPABASE_ANON_KEY is not set',
      'PUBLIC_CONTACT_FORM_URL is not set',
    ]);
    const local = { NETLIFY: 'true', CONTEXT, PUBLIC_SUPABASE_URL: LOCAL_SUPABASE.url, PUBLIC_SUPABASE_ANON_KEY: LOCAL_SUPABASE.anonKey, PUBLIC_CONTACT_FORM_URL: good.PUBLIC_CONTACT_FORM_URL };
    expect(() => assertProductionConfig(readBuildEnv(local))).toThrow(
      new RegExp(`^${CONTEXT === 'production' ? 'Production build' : 'Netlify build'}.* stopped: PUBLIC_SUPABASE_URL points at this machine .*; PUBLIC_SUPABASE_ANON_KEY is the local stand-in's demo key\\.`),
    );
    expect(productionConfigProblems(readBuildEnv({ ...good, NETLIFY: 'true', CONTEXT }))).toEqual([]);
  });

  test('local builds keep the local defaults, whatever the context', () => {
    for (const CONTEXT of [undefined, 'deploy-preview', 'branch-deploy', 'dev']) {
      expect(productionConfigProblems(readBuildEnv({ CONTEXT }))).toEqual([]);
      expect(productionConfigProblems(readBuildEnv({ CONTEXT, NETLIFY: 'false' }))).toEqual([]);
    }
  });

  test('loopback detection does not catch real hosts', () => {
    for (const url of ['https://abcdefgh.supabase.co', 'https://localhost.example.com', 'https://127.example.com', 'https://formsubmit.co/x']) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
