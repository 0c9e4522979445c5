/**
 * Targets of the Supabase wire-contract suite (docs/supabase-contract.md): the local stand-in
 * (local/supabase, started in memory on a free port) or a real Supabase project given by SUPABASE_URL,
 * SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY. Helpers talk to either through @supabase/supabase-js.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { LOCAL_SUPABASE } from '../../local/config.ts';
import { AUTH_DEFAULTS } from '../../local/supabase/auth/settings.ts';

export interface Target {
  /** Short name for test titles. */
  name: 'local' | 'hosted';
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The local stand-in (mailbox, seeded accounts, its JWT secret and site URL); false for a real project. */
  local: boolean;
  siteUrl: string;
  /** Seconds a rotated refresh token may still be exchanged before reusing it revokes its session. */
  refreshTokenReuseInterval: number;
}

/** Supabase Auth's default reuse interval (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL), which hosted projects run with. */
const SUPABASE_REUSE_INTERVAL = 10;

/**
 * The reuse interval the contract suite starts the local stand-in with: the refresh test waits it out, and
 * Supabase's 10 s would be most of the suite's time.
 */
export const CONTRACT_REUSE_INTERVAL = 1;

export const hostedEnv = {
  url: process.env.SUPABASE_URL ?? '',
  anonKey: process.env.SUPABASE_ANON_KEY ?? '',
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
};
export const hasHostedEnv = Boolean(hostedEnv.url && hostedEnv.anonKey && hostedEnv.serviceRoleKey);

export function hostedTarget(): Target {
  return {
    name: 'hosted',
    url: hostedEnv.url.replace(/\/+$/, ''),
    anonKey: hostedEnv.anonKey,
    serviceRoleKey: hostedEnv.serviceRoleKey,
    local: false,
    siteUrl: process.env.SUPABASE_SITE_URL ?? LOCAL_SUPABASE.siteUrl,
    refreshTokenReuseInterval: SUPABASE_REUSE_INTERVAL,
  };
}

/** The stand-in at url; refreshTokenReuseInterval is the one it was started with. */
export function localTarget(url: string, refreshTokenReuseInterval: number = AUTH_DEFAULTS.refreshTokenReuseInterval): Target {
  return {
    name: 'local',
    url,
    anonKey: LOCAL_SUPABASE.anonKey,
    serviceRoleKey: LOCAL_SUPABASE.serviceRoleKey,
    local: true,
    siteUrl: LOCAL_SUPABASE.siteUrl,
    refreshTokenReuseInterval,
  };
}

/** A Node client as the app would make it, without persistence or timers. */
export function anonClient(target: Target): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function serviceClient(target: Target): SupabaseClient {
  return createClient(target.url, target.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export class MemoryStorage implements SupportedStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A browser-like PKCE client (verifier kept in the given storage). */
export function pkceClient(target: Target, storage = new MemoryStorage()): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { flowType: 'pkce', storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A unique address per test run (lower case, as Supabase stores them). */
export function newEmail(label: string): string {
  return `contract-${label}-${randomUUID().slice(0, 8)}@researchventures.test`;
}

/** Users the suite created, removed again (with their rows, by cascade) after the run. */
export class UserFactory {
  readonly #target: Target;
  readonly #ids: string[] = [];

  constructor(target: Target) {
    this.#target = target;
  }

  /** An account created through the admin API (no mail), confirmed unless said otherwise. */
  async create(label: string, options: { password?: string; confirmed?: boolean; fullName?: string } = {}) {
    const email = newEmail(label);
    const password = options.password ?? `pw-${randomUUID()}`;
    const { data, error } = await serviceClient(this.#target).auth.admin.createUser({
      email,
      password,
      email_confirm: options.confirmed ?? true,
      user_metadata: options.fullName ? { full_name: options.fullName } : {},
    });
    if (error || !data.user) throw new Error(`admin.createUser failed: ${error?.message}`);
    this.#ids.push(data.user.id);
    return { id: data.user.id, email, password };
  }

  /** Remembers a user created some other way (sign-up), for clean-up. */
  track(id: string | undefined): void {
    if (id) this.#ids.push(id);
  }

  async signIn(label: string, options: { fullName?: string } = {}) {
    const account = await this.create(label, options);
    const client = anonClient(this.#target);
    const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    return { ...account, client, session: data.session };
  }

  async cleanup(): Promise<void> {
    const admin = serviceClient(this.#target);
    for (const id of this.#ids.splice(0)) await admin.auth.admin.deleteUser(id);
  }
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
  createdAt: string;
}

/** The stand-in's outbox, read over HTTP (GET /mailbox/messages, newest first). */
export async function mailsTo(target: Target, address: string): Promise<MailMessage[]> {
  const res = await fetch(`${target.url}/mailbox/messages`);
  if (!res.ok) throw new Error(`GET /mailbox/messages: ${res.status}`);
  const all = (await res.json()) as MailMessage[];
  return all.filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

export async function latestMail(target: Target, address: string): Promise<MailMessage> {
  const [mail] = await mailsTo(target, address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

export function codeOf(mail: MailMessage): string {
  const match = /code: (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in "${mail.subject}"`);
  return match[1];
}

/** Follows one redirect step without following it: status and Location. */
export async function visit(url: string, init: RequestInit = {}): Promise<{ status: number; location: string; body: string }> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text() };
}

/** Parameters of a URL's fragment (the implicit flow's tokens or errors). */
export function fragmentOf(url: string): URLSearchParams {
  return new URLSearchParams(new URL(url).hash.replace(/^#/, ''));
}
