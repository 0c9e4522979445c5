/**
 * The services a build's pages talk to, as the build configures them: the Supabase project and the contact
 * form's mail service, each with its local stand-in as the default. Server-only (build time).
 */
import { readBuildEnv, type BuildEnv } from './env.server.ts';
import { SITE } from './site.ts';
import { LOCAL_SUPABASE_URL } from './supabase.ts';

export function supabaseUrlForBuild(env: BuildEnv = readBuildEnv()): string {
  return env.PUBLIC_SUPABASE_URL ?? LOCAL_SUPABASE_URL;
}

export function contactFormEndpoint(env: BuildEnv = readBuildEnv()): string {
  return env.PUBLIC_CONTACT_FORM_URL ?? `${LOCAL_SUPABASE_URL}/form-mail/${SITE.contactEmail}`;
}
