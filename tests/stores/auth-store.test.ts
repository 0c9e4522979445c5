// $auth in Node with the real supabase-js against the local stand-in: start-up when an island first listens,
// the stored session and its profile (fetched once, then cached; no row is not an error), the actions and
// the redirects they pass, and the callback's rules for codes and tokens in the address.
import { describe, expect, test, vi } from 'vitest';
import { serviceClient } from '../contract/harness.ts';
import { StoreHarness } from './store-harness.ts';
import { AUTH_CALLBACK_ERRORS } from '../../src/config/constants/auth.ts';

const harness = new StoreHarness();

vi.mock('../../src/supabase/load.ts', () => ({ loadSupabase: () => harness.load() }));

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

harness.hooks();

/** A new page load: fresh stores, mounted as the header's island mounts them. */
const openPage = () => harness.openPage((stores) => stores.$auth);

/** Requests the page's client makes to profiles, counted (the real request still goes out). */
function countProfileRequests(): string[] {
  const seen: string[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/rest/v1/profiles')) seen.push(url.slice(url.indexOf('/rest/v1/')));
    return original(input, init);
  });
  return seen;
}

describe('start-up', () => {
  test('starts loading and not initialized', async () => {
    const { $auth } = await harness.freshStores();
    expect($auth.get()).toEqual({ user: null, session: null, profile: null, loading: true, initialized: false });
  });

  test('a guest without a stored session settles when an island listens, without loading supabase-js', async () => {
    const { $auth } = await openPage();
    expect($auth.get()).toMatchObject({ user: null, loading: false, initialized: true });
    expect(harness.loads).toBe(0);
    expect(harness.window.listeners.get('storage')?.size).toBe(1);
  });

  test('a stored session is read and its profile fetched and cached; the next page reads the cache', async () => {
    const account = await harness.signedInUser('stored', { fullName: 'Ada Lovelace' });
    const requests = countProfileRequests();
    const { $auth } = await openPage();
    expect($auth.get()).toMatchObject({ user: { id: account.id, email: account.email }, loading: false, initialized: true });
    expect($auth.get().profile).toMatchObject({ id: account.id, full_name: 'Ada Lovelace', role: 'user' });
    expect(requests).toEqual([`/rest/v1/profiles?select=*&id=eq.${account.id}`]);
    expect(harness.loads).toBe(1);

    harness.closePage();
    harness.newPage({ keepStorage: true });
    const again = await openPage();
    expect(again.$auth.get().profile).toMatchObject({ id: account.id });
    expect(requests).toHaveLength(1);
  });

  test('no profile row (PGRST116) is silent and cached as none', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const account = await harness.signedInUser('no-profile');
    const removed = await serviceClient(harness.target).from('profiles').delete().eq('id', account.id);
    expect(removed.error).toBeNull();
    const { $auth } = await openPage();
    expect($auth.get()).toMatchObject({ user: { id: account.id }, profile: null, initialized: true });
    expect(log).not.toHaveBeenCalled();
    expect(harness.sessionStorage.getItem('rv-profile-cache')).toContain('"profile":null');
  });
});

describe('actions', () => {
  test('password sign-in fills the state and then the profile; a refused one says why', async () => {
    const account = await harness.users.create('password');
    const { $auth, signInWithPassword } = await openPage();
    expect(await signInWithPassword(` ${account.email} `, account.password)).toEqual({ error: null, emailNotConfirmed: false });
    expect($auth.get()).toMatchObject({ user: { id: account.id }, initialized: true });
    expect($auth.get().session?.access_token).toBeTruthy();
    await vi.waitFor(() => expect($auth.get().profile).toMatchObject({ id: account.id, role: 'user' }));

    expect(await signInWithPassword(account.email, 'wrong-password')).toEqual({ error: 'Invalid login credentials', emailNotConfirmed: false });
    expect($auth.get().user?.id).toBe(account.id);
  });

  test('sign-up, magic link and Google return to the current page through /auth/callback', async () => {
    const { sendMagicLink, signInWithGoogle, signUp } = await openPage();
    const client = harness.pageClient();
    const signUpCall = vi.spyOn(client.auth, 'signUp');
    const otpCall = vi.spyOn(client.auth, 'signInWithOtp');
    const oauthCall = vi.spyOn(client.auth, 'signInWithOAuth');
    const callback = 'http://localhost:4399/auth/callback?redirect_to=%2Fidea%2Fsome-pitch-12%3Ffrom%3Ddiscover';
    // Links sent by email say which kind they are, for a person who opens one in another browser.
    const signUpCallback = `${callback}&flow=signup`;
    const magicCallback = `${callback}&flow=magiclink`;
    const email = `store-signup-${Date.now()}@researchventures.test`;

    expect(await signUp(email, 'secret-pass-1', '  Grace Hopper ')).toEqual({ error: null });
    expect(signUpCall).toHaveBeenLastCalledWith({ email, password: 'secret-pass-1', options: { emailRedirectTo: signUpCallback, data: { full_name: 'Grace Hopper' } } });
    const created = await serviceClient(harness.target).from('profiles').select('id, full_name').eq('email', email).single();
    harness.users.track(created.data?.id);
    expect(created.data?.full_name).toBe('Grace Hopper');

    await signUp(`x${email}`, 'secret-pass-1', '   ');
    expect(signUpCall).toHaveBeenLastCalledWith({ email: `x${email}`, password: 'secret-pass-1', options: { emailRedirectTo: signUpCallback } });
    await signUp(`y${email}`, 'secret-pass-1', undefined, '//evil.example');
    expect(signUpCall).toHaveBeenLastCalledWith(expect.objectContaining({ options: { emailRedirectTo: 'http://localhost:4399/auth/callback?redirect_to=%2F&flow=signup' } }));
    for (const label of ['x', 'y']) {
      const row = await serviceClient(harness.target).from('profiles').select('id').eq('email', `${label}${email}`).single();
      harness.users.track(row.data?.id);
    }

    expect(await sendMagicLink(email)).toEqual({ error: null });
    expect(otpCall).toHaveBeenCalledWith({ email, options: { emailRedirectTo: magicCallback } });
    expect(await signInWithGoogle()).toEqual({ error: null });
    expect(oauthCall).toHaveBeenCalledWith({ provider: 'google', options: { redirectTo: callback } });
    const [consent] = harness.window.location.assigned;
    expect(new URL(consent!).searchParams.get('redirect_to')).toBe(callback);
  });

  test('on /auth the return path is its redirect_to', async () => {
    harness.window.location.pathname = '/auth';
    harness.window.location.search = '?redirect_to=%2Fworkspace';
    const { sendMagicLink } = await openPage();
    const otpCall = vi.spyOn(harness.pageClient().auth, 'signInWithOtp');
    const account = await harness.users.create('return-path');
    await sendMagicLink(account.email);
    expect(otpCall).toHaveBeenCalledWith({ email: account.email, options: { emailRedirectTo: 'http://localhost:4399/auth/callback?redirect_to=%2Fworkspace&flow=magiclink' } });
  });

  test('password reset mail leads to /auth/reset-password', async () => {
    const account = await harness.users.create('reset');
    const { resetPassword } = await openPage();
    const resetCall = vi.spyOn(harness.pageClient().auth, 'resetPasswordForEmail');
    expect(await resetPassword(account.email)).toEqual({ error: null });
    expect(resetCall).toHaveBeenCalledWith(account.email, { redirectTo: 'http://localhost:4399/auth/reset-password' });
  });

  test('name goes to user_metadata and profiles; sign-out clears the state and the cached profile', async () => {
    const account = await harness.signedInUser('name', { fullName: 'Ada Lovelace' });
    const { $auth, signOut, updateName } = await openPage();
    expect(await updateName('  Ada King ')).toEqual({ error: null });
    expect($auth.get().user?.user_metadata.full_name).toBe('Ada King');
    expect($auth.get().profile?.full_name).toBe('Ada King');
    expect(harness.sessionStorage.getItem('rv-profile-cache')).toContain('Ada King');
    const stored = await serviceClient(harness.target).from('profiles').select('full_name').eq('id', account.id).single();
    expect(stored.data?.full_name).toBe('Ada King');

    expect(await signOut()).toEqual({ error: null });
    expect($auth.get()).toEqual({ user: null, session: null, profile: null, loading: false, initialized: true });
    expect(harness.sessionStorage.getItem('rv-profile-cache')).toBeNull();
  });

  test('the callback exchanges a code, reports the error an address carries, and never signs in with tokens by itself', async () => {
    const { $auth, completeAuthRedirect, confirmTokenSignIn } = await openPage();
    // In our words, by its code: the address's own description could say anything.
    const failed = await completeAuthRedirect('http://localhost:4399/auth/callback#error=access_denied&error_code=otp_expired&error_description=Account+locked%2C+call+555');
    expect(failed).toEqual({ error: AUTH_CALLBACK_ERRORS.expiredLink, type: null, tokens: null });

    // Tokens in the address (anyone can make such a link): only the account's email comes back, for the person to confirm.
    const other = await harness.users.signIn('tokens');
    const { access_token: accessToken, refresh_token: refreshToken } = other.session;
    const href = `http://localhost:4399/auth/callback?redirect_to=%2F#access_token=${accessToken}&refresh_token=${refreshToken}&expires_in=3600&type=magiclink`;
    expect(await completeAuthRedirect(href)).toEqual({ error: 'Authentication Error', type: null, tokens: null });
    const held = await completeAuthRedirect(href, { acceptTokens: true });
    expect(held).toEqual({ error: null, type: 'magiclink', tokens: { email: other.email, accessToken, refreshToken } });
    expect($auth.get().user).toBeNull();
    expect(await confirmTokenSignIn(held.tokens!)).toEqual({ error: null });
    expect($auth.get().user?.id).toBe(other.id);

    // Tokens that name no live session: the spec's message, never the library's text.
    expect((await completeAuthRedirect('http://localhost:4399/auth/callback?access_token=a&refresh_token=gone', { acceptTokens: true })).error).toBe('Authentication Error');

    // A code this browser never asked for (no PKCE verifier here) is refused in our words, not the library's.
    const exchange = vi.spyOn(harness.pageClient().auth, 'exchangeCodeForSession');
    const code = await completeAuthRedirect('http://localhost:4399/auth/callback?code=c1');
    expect(exchange).toHaveBeenCalledWith('c1');
    expect(code.error).toBe(AUTH_CALLBACK_ERRORS.otherBrowser);
  });

  test('an address with nothing to finish waits for the stored session to be read', async () => {
    const { $auth, completeAuthRedirect } = await harness.freshStores();
    const result = await completeAuthRedirect('http://localhost:4399/auth/callback?redirect_to=%2F');
    expect(result).toEqual({ error: null, type: null, tokens: null });
    expect($auth.get().initialized).toBe(true);
  });
});

describe('while the auth server is down', () => {
  test('a failed sign-out keeps the user signed in and says why', async () => {
    const account = await harness.signedInUser('offline');
    const { $auth, signOut } = await openPage();
    expect($auth.get().user?.id).toBe(account.id);
    await harness.server.close();
    const result = await signOut();
    expect(result.error).toEqual(expect.any(String));
    expect($auth.get().user?.id).toBe(account.id);
  });
});
