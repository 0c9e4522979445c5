/**
 * Auth part of the Supabase wire contract, through the real @supabase/supabase-js: every auth call the app
 * makes, the session and user shapes, the access token's claims and the error codes. Tests that need to read
 * mails run only against the local stand-in (`local`); everything else runs against both targets.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../../local/config.ts';
import {
  anonClient,
  codeOf,
  fragmentOf,
  latestMail,
  mailsTo,
  newEmail,
  pkceClient,
  serviceClient,
  UserFactory,
  visit,
  type Target,
} from '../harness.ts';

const USER_FIELDS = [
  'id',
  'aud',
  'role',
  'email',
  'phone',
  'app_metadata',
  'user_metadata',
  'identities',
  'created_at',
  'updated_at',
  'is_anonymous',
];

function expectSessionShape(session: Record<string, unknown> | null | undefined): void {
  expect(session).toBeTruthy();
  expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
  expect(typeof session!.access_token).toBe('string');
  expect(typeof session!.refresh_token).toBe('string');
  expect(typeof session!.expires_at).toBe('number');
  for (const field of USER_FIELDS) expect(session!.user).toHaveProperty(field);
}

export function authContract(mode: 'local' | 'hosted', getTarget: () => Target): void {
  const local = mode === 'local';
  let target: Target;
  let users: UserFactory;

  beforeAll(() => {
    target = getTarget();
    users = new UserFactory(target);
  });
  afterAll(async () => {
    await users?.cleanup();
  });

  describe('sign-up (email confirmations on)', () => {
    it.skipIf(!local)('answers a user without a session and mails a confirmation link; the link signs in', async () => {
      const email = newEmail('signup');
      const client = anonClient(target);
      const redirectTo = `${target.siteUrl}/auth/callback?redirect_to=%2Fdiscover`;
      const { data, error } = await client.auth.signUp({
        email,
        password: 'secret-pass',
        options: { data: { full_name: 'Ada Founder' }, emailRedirectTo: redirectTo },
      });
      expect(error).toBeNull();
      users.track(data.user?.id);
      expect(data.session).toBeNull();
      expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' });
      expect(data.user?.email_confirmed_at).toBeUndefined();
      expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada Founder', email_verified: false });
      expect(data.user?.identities).toHaveLength(1);
      expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

      // Not confirmed yet.
      const early = await client.auth.signInWithPassword({ email, password: 'secret-pass' });
      expect(early.error?.code).toBe('email_not_confirmed');
      expect(early.error?.status).toBe(400);

      const mail = await latestMail(target, email);
      expect(mail.subject).toBe('Confirm Your Signup');
      expect(codeOf(mail)).toMatch(/^\d{6}$/);
      const link = mail.links.find((l) => l.includes('/auth/v1/verify'));
      expect(link).toBeDefined();
      expect(new URL(link!).searchParams.get('type')).toBe('signup');
      expect(new URL(link!).searchParams.get('redirect_to')).toBe(redirectTo);

      const landing = await visit(link!);
      expect([302, 303]).toContain(landing.status);
      expect(landing.location.startsWith(`${target.siteUrl}/auth/callback?redirect_to=%2Fdiscover#access_token=`)).toBe(true);
      const fragment = fragmentOf(landing.location);
      expect(fragment.get('type')).toBe('signup');
      expect(fragment.get('token_type')).toBe('bearer');
      expect(fragment.get('expires_in')).toBe('3600');
      expect(fragment.get('refresh_token')).toBeTruthy();
      expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
      expect(decodeJwt(fragment.get('access_token')!).email).toBe(email);

      // The link is single-use.
      const again = await visit(link!);
      expect(fragmentOf(again.location).get('error_code')).toBe('otp_expired');
      expect(fragmentOf(again.location).get('error')).toBe('access_denied');

      const signedIn = await client.auth.signInWithPassword({ email, password: 'secret-pass' });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
      expect(signedIn.data.user?.user_metadata.email_verified).toBe(true);
    });

    it('answers an already confirmed address with a made-up user: no identities, no session', async () => {
      const account = await users.create('existing');
      const { data, error } = await anonClient(target).auth.signUp({ email: account.email, password: 'another-pass' });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.identities).toEqual([]);
      expect(data.user?.id).not.toBe(account.id);
      if (local) expect(await mailsTo(target, account.email)).toHaveLength(0);
    });

    it('rejects a password under 6 characters with weak_password (422)', async () => {
      const { data, error } = await anonClient(target).auth.signUp({ email: newEmail('weak'), password: '12345' });
      expect(data.user).toBeNull();
      expect(error?.code).toBe('weak_password');
      expect(error?.status).toBe(422);
      expect((error as { reasons?: string[] }).reasons).toContain('length');
    });

    it.skipIf(!local)('sends redirect_to outside the allow-list back to the site URL', async () => {
      const email = newEmail('redirect');
      const { data } = await anonClient(target).auth.signUp({
        email,
        password: 'secret-pass',
        options: { emailRedirectTo: 'https://evil.example.com/steal' },
      });
      users.track(data.user?.id);
      const link = (await latestMail(target, email)).links[0];
      expect(new URL(link).searchParams.get('redirect_to')).toBe(target.siteUrl);
      const landing = await visit(link);
      expect(landing.location.startsWith(`${target.siteUrl}#access_token=`) || landing.location.startsWith(`${target.siteUrl}/#access_token=`)).toBe(true);
    });
  });

  describe('password sign-in and the session', () => {
    it('rejects a wrong password or an unknown address with invalid_credentials (400)', async () => {
      const account = await users.create('wrongpw');
      for (const attempt of [
        { email: account.email, password: 'not-the-password' },
        { email: newEmail('nobody'), password: 'whatever-pass' },
      ]) {
        const { data, error } = await anonClient(target).auth.signInWithPassword(attempt);
        expect(data.session).toBeNull();
        expect(error?.message).toBe('Invalid login credentials');
        expect(error?.code).toBe('invalid_credentials');
        expect(error?.status).toBe(400);
      }
    });

    it('rejects an unconfirmed address with email_not_confirmed (400)', async () => {
      const account = await users.create('unconfirmed', { confirmed: false });
      const { error } = await anonClient(target).auth.signInWithPassword({ email: account.email, password: account.password });
      expect(error?.code).toBe('email_not_confirmed');
      expect(error?.status).toBe(400);
    });

    it.skipIf(!local)('signs in the seeded demo and admin accounts', async () => {
      for (const account of [SEEDED_ACCOUNTS.demo, SEEDED_ACCOUNTS.admin]) {
        const client = anonClient(target);
        const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
        expect(error).toBeNull();
        expect(data.user?.user_metadata.full_name).toBe(account.fullName);
        const profile = await client.from('profiles').select('*').eq('id', data.user!.id).single();
        expect(profile.error).toBeNull();
        expect(profile.data).toMatchObject({ email: account.email, full_name: account.fullName, role: account.role });
      }
    });

    it('answers a session whose access token carries the contract claims', async () => {
      const account = await users.create('claims', { fullName: 'Claire Claims' });
      const { data, error } = await anonClient(target).auth.signInWithPassword({ email: account.email, password: account.password });
      expect(error).toBeNull();
      expectSessionShape(data.session as unknown as Record<string, unknown>);
      expect(data.user).toMatchObject({ id: account.id, email: account.email, aud: 'authenticated', role: 'authenticated' });
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect(data.user?.confirmed_at).toBeTruthy();
      expect(data.user?.last_sign_in_at).toBeTruthy();
      expect(data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
      const claims = decodeJwt(data.session!.access_token);
      expect(claims).toMatchObject({
        iss: `${target.url}/auth/v1`,
        sub: account.id,
        aud: 'authenticated',
        email: account.email,
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
      });
      expect((claims.user_metadata as Record<string, unknown>).full_name).toBe('Claire Claims');
      expect(claims.exp! - claims.iat!).toBe(3600);
      expect(typeof claims.session_id).toBe('string');
      expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    });

    it('rotates refresh tokens; the last used one gets the same answer, older ones are refused', async () => {
      const { client, session } = await users.signIn('refresh');
      const first = session.refresh_token;
      const a = await client.auth.refreshSession();
      // The first token is rotated out by now, so its reuse window closes at the latest one interval from here.
      const firstReusableUntil = Date.now() + target.refreshTokenReuseInterval * 1000;
      expect(a.error).toBeNull();
      expectSessionShape(a.data.session as unknown as Record<string, unknown>);
      const second = a.data.session!.refresh_token;
      expect(second).not.toBe(first);
      expect(decodeJwt(a.data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);

      // Reusing the parent of the active token (a lost answer) hands back the active token.
      const lost = await anonClient(target).auth.refreshSession({ refresh_token: first });
      expect(lost.error).toBeNull();
      expect(lost.data.session?.refresh_token).toBe(second);

      const b = await client.auth.refreshSession();
      expect(b.error).toBeNull();
      const third = b.data.session!.refresh_token;
      expect(third).not.toBe(second);

      // Past the target's reuse interval (hosted: Supabase's 10 s; the local stand-in is started with a short one):
      // the time is the behaviour under test, so this waits for the window to close, plus a second for the
      // clocks of a hosted project's database and auth server.
      await new Promise((r) => setTimeout(r, firstReusableUntil + 1000 - Date.now()));
      const reused = await anonClient(target).auth.refreshSession({ refresh_token: first });
      expect(reused.data.session).toBeNull();
      expect(reused.error?.code).toBe('refresh_token_already_used');
      expect(reused.error?.status).toBe(400);
      // Reuse revoked the family's active tokens and left the revoked ones as they were: the stolen token stays
      // refused when retried at once (re-revoking it restarted its reuse window and let it back in).
      const retried = await anonClient(target).auth.refreshSession({ refresh_token: first });
      expect(retried.data.session).toBeNull();
      expect(retried.error?.code).toBe('refresh_token_already_used');

      const unknown = await anonClient(target).auth.refreshSession({ refresh_token: 'not-a-refresh-token' });
      expect(unknown.error?.code).toBe('refresh_token_not_found');
      expect(unknown.error?.status).toBe(400);
    }, 40_000);

    it('getUser, updateUser({data}) and updateUser({password})', async () => {
      const { client, email, password, id } = await users.signIn('update', { fullName: 'Before Name' });
      const got = await client.auth.getUser();
      expect(got.error).toBeNull();
      expect(got.data.user).toMatchObject({ id, email });

      const renamed = await client.auth.updateUser({ data: { full_name: 'After Name', plan: 'pro' } });
      expect(renamed.error).toBeNull();
      expect(renamed.data.user?.user_metadata).toMatchObject({ full_name: 'After Name', plan: 'pro' });
      const profile = await client.from('profiles').select('full_name').eq('id', id).single();
      expect(profile.data).toEqual({ full_name: 'After Name' });

      const same = await client.auth.updateUser({ password });
      expect(same.error?.code).toBe('same_password');
      expect(same.error?.status).toBe(422);
      const weak = await client.auth.updateUser({ password: '123' });
      expect(weak.error?.code).toBe('weak_password');

      const changed = await client.auth.updateUser({ password: 'a-brand-new-password' });
      expect(changed.error).toBeNull();
      const old = await anonClient(target).auth.signInWithPassword({ email, password });
      expect(old.error?.code).toBe('invalid_credentials');
      const fresh = await anonClient(target).auth.signInWithPassword({ email, password: 'a-brand-new-password' });
      expect(fresh.error).toBeNull();
    });

    it('signOut ends the session: its refresh token and access token stop working', async () => {
      const { client, session } = await users.signIn('signout');
      const { error } = await client.auth.signOut();
      expect(error).toBeNull();
      const { data: after } = await client.auth.getSession();
      expect(after.session).toBeNull();
      const refreshed = await anonClient(target).auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refreshed.error?.code).toBe('refresh_token_not_found');
      const user = await anonClient(target).auth.getUser(session.access_token);
      expect(user.data.user).toBeNull();
      expect(user.error).toBeTruthy();
    });
  });

  describe('one-time codes, magic links and password recovery', () => {
    it.skipIf(!local)('signInWithOtp mails a code that verifyOtp exchanges for a session', async () => {
      const account = await users.create('otp');
      const { data, error } = await anonClient(target).auth.signInWithOtp({
        email: account.email,
        options: { emailRedirectTo: `${target.siteUrl}/discover` },
      });
      expect(error).toBeNull();
      expect(data).toEqual({ user: null, session: null });
      const mail = await latestMail(target, account.email);
      expect(mail.subject).toBe('Your Magic Link');
      expect(new URL(mail.links[0]).searchParams.get('type')).toBe('magiclink');

      const client = anonClient(target);
      const wrong = await client.auth.verifyOtp({ email: account.email, token: '000000', type: 'email' });
      if (codeOf(mail) !== '000000') {
        expect(wrong.error?.code).toBe('otp_expired');
        expect(wrong.error?.status).toBe(403);
      }
      const verified = await client.auth.verifyOtp({ email: account.email, token: codeOf(mail), type: 'email' });
      expect(verified.error).toBeNull();
      expectSessionShape(verified.data.session as unknown as Record<string, unknown>);
      expect(verified.data.user?.id).toBe(account.id);
    });

    it.skipIf(!local)('signInWithOtp signs up a new address (create_user) and its magic link confirms it', async () => {
      const email = newEmail('otpnew');
      const { error } = await anonClient(target).auth.signInWithOtp({ email, options: { data: { full_name: 'Otto New' } } });
      expect(error).toBeNull();
      const mail = await latestMail(target, email);
      const landing = await visit(mail.links[0]);
      const fragment = fragmentOf(landing.location);
      expect(fragment.get('access_token')).toBeTruthy();
      const claims = decodeJwt(fragment.get('access_token')!);
      users.track(claims.sub);
      expect((claims.user_metadata as Record<string, unknown>).full_name).toBe('Otto New');
    });

    it('signInWithOtp with shouldCreateUser false refuses an unknown address (otp_disabled, 422)', async () => {
      const { error } = await anonClient(target).auth.signInWithOtp({
        email: newEmail('nootp'),
        options: { shouldCreateUser: false },
      });
      expect(error?.code).toBe('otp_disabled');
      expect(error?.status).toBe(422);
      expect(error?.message).toBe('Signups not allowed for otp');
    });

    it.skipIf(!local)('resetPasswordForEmail mails a recovery link that lands with type=recovery', async () => {
      const account = await users.create('recover');
      const redirectTo = `${target.siteUrl}/auth/reset-password`;
      const { error } = await anonClient(target).auth.resetPasswordForEmail(account.email, { redirectTo });
      expect(error).toBeNull();
      const mail = await latestMail(target, account.email);
      expect(mail.subject).toBe('Reset Your Password');
      const landing = await visit(mail.links[0]);
      expect(landing.location.startsWith(`${redirectTo}#`)).toBe(true);
      const fragment = fragmentOf(landing.location);
      expect(fragment.get('type')).toBe('recovery');

      const client = anonClient(target);
      const set = await client.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(set.error).toBeNull();
      expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
      const signedIn = await anonClient(target).auth.signInWithPassword({ email: account.email, password: 'recovered-password' });
      expect(signedIn.error).toBeNull();

      // Unknown addresses get the same answer and no mail.
      const ghost = newEmail('ghost');
      expect((await anonClient(target).auth.resetPasswordForEmail(ghost, { redirectTo })).error).toBeNull();
      expect(await mailsTo(target, ghost)).toHaveLength(0);
    });
  });

  describe('resend and email change', () => {
    it.skipIf(!local)('resend({type: "signup"}) mails a new confirmation; only the newest link works', async () => {
      const email = newEmail('resend');
      const { data } = await anonClient(target).auth.signUp({ email, password: 'resend-pass' });
      users.track(data.user?.id);
      const first = await latestMail(target, email);
      const { error } = await anonClient(target).auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
      const mails = await mailsTo(target, email);
      expect(mails).toHaveLength(2);
      expect(mails[0].id).not.toBe(first.id);
      expect(fragmentOf((await visit(first.links[0])).location).get('error_code')).toBe('otp_expired');
      expect(fragmentOf((await visit(mails[0].links[0])).location).get('access_token')).toBeTruthy();
    });

    it.skipIf(!local)('updateUser({email}) mails the new address; its link moves the account', async () => {
      const { client, id } = await users.signIn('mover');
      const next = newEmail('moved');
      const { data, error } = await client.auth.updateUser({ email: next });
      expect(error).toBeNull();
      expect(data.user?.new_email).toBe(next);
      const mail = await latestMail(target, next);
      expect(mail.subject).toBe('Confirm Email Change');
      const landing = await visit(mail.links[0]);
      expect(fragmentOf(landing.location).get('type')).toBe('email_change');
      const user = await anonClient(target).auth.getUser(fragmentOf(landing.location).get('access_token')!);
      expect(user.data.user).toMatchObject({ id, email: next });
      const profile = await serviceClient(target).from('profiles').select('email').eq('id', id).single();
      expect(profile.data).toEqual({ email: next });
    });
  });

  describe('PKCE and the Google stand-in', () => {
    it.skipIf(!local)('a PKCE sign-up link lands with ?code= that exchangeCodeForSession turns into a session', async () => {
      const email = newEmail('pkce');
      const client = pkceClient(target);
      const redirectTo = `${target.siteUrl}/auth/callback`;
      const signUp = await client.auth.signUp({ email, password: 'pkce-password', options: { emailRedirectTo: redirectTo } });
      expect(signUp.error).toBeNull();
      users.track(signUp.data.user?.id);
      const link = (await latestMail(target, email)).links[0];
      expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
      const landing = await visit(link);
      const landed = new URL(landing.location);
      expect(`${landed.origin}${landed.pathname}`).toBe(redirectTo);
      const code = landed.searchParams.get('code');
      expect(code).toBeTruthy();
      expect(landed.hash).toBe('');

      const exchanged = await client.auth.exchangeCodeForSession(code!);
      expect(exchanged.error).toBeNull();
      expectSessionShape(exchanged.data.session as unknown as Record<string, unknown>);
      expect(exchanged.data.user?.email).toBe(email);
      // A code is single-use.
      const again = await pkceClient(target).auth.exchangeCodeForSession(code!);
      expect(again.error).toBeTruthy();
    });

    it.skipIf(!local)("redirect_to's own query (a return path with its #fragment, the flow) comes back beside ?code=: resend, magic link", async () => {
      const email = newEmail('keep-query');
      const client = pkceClient(target);
      const callback = (flow: string) => `${target.siteUrl}/auth/callback?redirect_to=${encodeURIComponent('/about#scores')}&flow=${flow}`;
      const signUp = await client.auth.signUp({ email, password: 'keep-query-pass', options: { emailRedirectTo: callback('signup') } });
      users.track(signUp.data.user?.id);
      const resent = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: callback('signup') } });
      expect(resent.error).toBeNull();
      const confirmed = new URL((await visit((await latestMail(target, email)).links[0]!)).location);
      expect([confirmed.searchParams.get('redirect_to'), confirmed.searchParams.get('flow'), confirmed.hash]).toEqual(['/about#scores', 'signup', '']);
      expect((await client.auth.exchangeCodeForSession(confirmed.searchParams.get('code')!)).error).toBeNull();

      const otp = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: callback('magiclink'), shouldCreateUser: false } });
      expect(otp.error).toBeNull();
      const signedIn = new URL((await visit((await latestMail(target, email)).links[0]!)).location);
      expect([signedIn.searchParams.get('redirect_to'), signedIn.searchParams.get('flow'), signedIn.hash]).toEqual(['/about#scores', 'magiclink', '']);
      expect(signedIn.searchParams.get('code')).toBeTruthy();
    });

    it.skipIf(!local)("a code is refused without its verifier or with another's (sign-in CSRF), and stays good for the browser that asked", async () => {
      const email = newEmail('pkce-csrf');
      const client = pkceClient(target);
      const signUp = await client.auth.signUp({ email, password: 'pkce-password', options: { emailRedirectTo: `${target.siteUrl}/auth/callback` } });
      users.track(signUp.data.user?.id);
      const code = new URL((await visit((await latestMail(target, email)).links[0]!)).location).searchParams.get('code')!;
      const exchange = (body: Record<string, string>) =>
        fetch(`${target.url}/auth/v1/token?grant_type=pkce`, { method: 'POST', headers: { apikey: target.anonKey, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const missing = await exchange({ auth_code: code });
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { error_code: string }).error_code).toBe('validation_failed');
      const wrong = await exchange({ auth_code: code, code_verifier: 'a-verifier-of-somebody-else-'.repeat(2) });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { error_code: string }).error_code).toBe('bad_code_verifier');
      // Another browser (its own storage, no verifier for this flow) gets nothing either.
      expect((await pkceClient(target).auth.exchangeCodeForSession(code)).data.session).toBeNull();
      const mine = await client.auth.exchangeCodeForSession(code);
      expect(mine.error).toBeNull();
      expect(mine.data.user?.email).toBe(email);
    });

    it.skipIf(!local)('signInWithOAuth(google) with PKCE: consent page, Continue, ?code=, exchange', async () => {
      const client = pkceClient(target);
      const { data, error } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${target.siteUrl}/auth/callback`, skipBrowserRedirect: true },
      });
      expect(error).toBeNull();
      const start = new URL(data.url!);
      expect(start.pathname).toBe('/auth/v1/authorize');
      expect(start.searchParams.get('code_challenge')).toBeTruthy();

      const toConsent = await visit(data.url!);
      expect(toConsent.status).toBe(302);
      const page = await fetch(toConsent.location);
      const html = await page.text();
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('Local development stand-in');
      expect(html).toContain('google-user@researchventures.test');
      const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
      expect(state).toBeTruthy();

      const email = newEmail('google');
      const toCallback = await visit(new URL('/auth/v1/local-google/consent', target.url).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state: state!, email, name: 'Grace Google', decision: 'continue' }).toString(),
      });
      expect(toCallback.location).toContain('/auth/v1/callback?');
      const back = await visit(toCallback.location);
      const landed = new URL(back.location);
      expect(landed.pathname).toBe('/auth/callback');
      const code = landed.searchParams.get('code');
      expect(code).toBeTruthy();
      const exchanged = await client.auth.exchangeCodeForSession(code!);
      expect(exchanged.error).toBeNull();
      users.track(exchanged.data.user?.id);
      expect(exchanged.data.user).toMatchObject({ email });
      expect(exchanged.data.user?.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
      expect(exchanged.data.user?.user_metadata).toMatchObject({ full_name: 'Grace Google', email_verified: true });
      expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
      expect(exchanged.data.user?.identities?.[0]?.provider).toBe('google');
    });

    it.skipIf(!local)('Google stand-in, implicit flow: Continue -> #access_token; Cancel -> #error=access_denied', async () => {
      const { data } = await anonClient(target).auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${target.siteUrl}/workspace`, skipBrowserRedirect: true },
      });
      const consent = (await visit(data.url!)).location;
      const state = new URL(consent).searchParams.get('state')!;
      const post = (decision: string, email: string) =>
        visit(new URL('/auth/v1/local-google/consent', target.url).toString(), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ state, email, name: 'Imp Licit', decision }).toString(),
        });

      const email = newEmail('implicit');
      const ok = await visit((await post('continue', email)).location);
      expect(ok.location.startsWith(`${target.siteUrl}/workspace#access_token=`)).toBe(true);
      const claims = decodeJwt(fragmentOf(ok.location).get('access_token')!);
      users.track(claims.sub);
      expect(claims.email).toBe(email);
      expect(claims.app_metadata).toMatchObject({ provider: 'google' });

      const cancelled = await visit((await post('cancel', email)).location);
      expect(cancelled.location.startsWith(`${target.siteUrl}/workspace`)).toBe(true);
      const error = fragmentOf(cancelled.location);
      expect(error.get('error')).toBe('access_denied');
      expect(error.get('error_code')).toBeTruthy();
      expect(error.get('error_description')).toBeTruthy();
    });

    it('refuses a provider that is not enabled', async () => {
      const res = await fetch(`${target.url}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
      expect(res.status).toBe(400);
    });
  });

  describe('raw auth answers', () => {
    it('errors are {code, message} and echo X-Supabase-Api-Version', async () => {
      const res = await fetch(`${target.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: target.anonKey,
          authorization: `Bearer ${target.anonKey}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email: newEmail('raw'), password: 'nope-nope', gotrue_meta_security: {} }),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    });

    it('GET /user without a user token is refused', async () => {
      const res = await fetch(`${target.url}/auth/v1/user`, {
        headers: { apikey: target.anonKey, authorization: `Bearer ${target.anonKey}`, 'x-supabase-api-version': '2024-01-01' },
      });
      expect([401, 403]).toContain(res.status);
      const body = (await res.json()) as { code: string };
      expect(['bad_jwt', 'no_authorization']).toContain(body.code);
    });

    it('GET /settings says email sign-in is on and confirmations are required', async () => {
      const res = await fetch(`${target.url}/auth/v1/settings`, { headers: { apikey: target.anonKey } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { external: { email: boolean }; mailer_autoconfirm: boolean };
      expect(body.external.email).toBe(true);
      expect(body.mailer_autoconfirm).toBe(false);
    });
  });
}
