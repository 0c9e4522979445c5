/**
 * Fixed settings of the local Supabase stand-in (development and tests only, never production).
 * The JWT secret and keys are the Supabase CLI's well-known demo values.
 */
export const LOCAL_SUPABASE = {
  host: '127.0.0.1',
  port: 54321,
  url: 'http://127.0.0.1:54321',
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  /** Site origins allowed as redirect_to targets (plus anything under them). */
  siteUrl: 'http://localhost:4321',
  additionalRedirectUrls: ['http://127.0.0.1:4321', 'http://localhost:4399', 'http://127.0.0.1:4399'],
  /** Where PGlite keeps its data between runs (git-ignored). */
  dataDir: '.local-supabase/db',
  /** The SMTP server whose messages land in the mailbox (the site's functions send through it). */
  smtpPort: 2525,
  mailFrom: 'Research Ventures <alerts@researchventures.test>',
} as const;

/** Accounts seed.sql creates; `npm start` prints them and the README lists them. */
export const SEEDED_ACCOUNTS = {
  demo: { email: 'demo@researchventures.test', password: 'demo-password', fullName: 'Demo Founder', role: 'user' },
  admin: { email: 'admin@researchventures.test', password: 'admin-password', fullName: 'Site Admin', role: 'admin' },
} as const;

/** The admin functions' settings when run locally: external addresses point at the stand-in's /capture/. */
export const LOCAL_OPS = {
  /** IndexNow key of local builds (public by design: the key file is served at the site root). */
  indexNowKey: 'local-indexnow-key-0123456789',
  captureNames: { indexNow: 'indexnow', webhook: 'automation-webhook', buildHook: 'build-hook' },
} as const;
