// The auth store against a fake supabase-js client: state transitions, the error rule, redirects passed to
// the auth calls, the profile rule (PGRST116 silent, cached) and the sign-in dialog request.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const STORAGE_KEY = 'sb-127-auth-token';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const user = { id: 'u1', email: 'ada@example.test', user_metadata: { full_name: 'Ada Lovelace' } };
const session = { access_token: 'a', refresh_token: 'r', expires_in: 3600, expires_at: 9_999_999_999, token_type: 'bearer', user };

interface ProfileAnswer {
  data: unknown;
  error: { code: string; message: string } | null;
}

function fakeClient(profileAnswer: ProfileAnswer = { data: { id: 'u1', email: 'ada@example.test', role: 'user' }, error: null }) {
  const profileQueries: string[] = [];
  const updates: unknown[] = [];
  const client = {
    auth: {
      onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe() {} } } })),
      getSession: vi.fn(async () => ({ data: { session }, error: null })),
      signInWithPassword: vi.fn(async () => ({ data: { session, user }, error: null })),
      signUp: vi.fn(async () => ({ data: { session: null, user }, error: null })),
      signInWithOtp: vi.fn(async () => ({ data: {}, error: null })),
      signInWithOAuth: vi.fn(async () => ({ data: {}, error: null })),
      signOut: vi.fn(async () => ({ error: null })),
      resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null })),
      updateUser: vi.fn(async (attributes: { data?: Record<string, unknown> }) => ({
        data: { user: { ...user, user_metadata: { ...user.user_metadata, ...attributes.data } } },
        error: null,
      })),
      setSession: vi.fn(async () => ({ data: { session, user }, error: null })),
      getUser: vi.fn(async () => ({ data: { user }, error: null })),
      exchangeCodeForSession: vi.fn(async () => ({ data: { session, user }, error: null })),
    },
    from: vi.fn((table: string) => ({
      select: () => ({
        eq: (column: string, value: string) => ({
          single: async () => {
            profileQueries.push(`${table}?${column}=eq.${value}`);
            return profileAnswer;
          },
        }),
      }),
      update: (values: unknown) => ({
        eq: async () => {
          updates.push(values);
          return { error: null };
        },
      }),
    })),
  };
  return { client, profileQueries, updates };
}

let fake: ReturnType<typeof fakeClient>;
let loads = 0;

vi.mock('../../src/supabase/load.ts', () => ({
  loadSupabase: async () => {
    loads += 1;
    return fake.client;
  },
}));

let localStorage: ReturnType<typeof memoryStorage>;
let sessionStorage: ReturnType<typeof memoryStorage>;

async function freshStore() {
  vi.resetModules();
  return import('../../src/stores/auth.ts');
}

beforeEach(() => {
  fake = fakeClient();
  loads = 0;
  localStorage = memoryStorage();
  sessionStorage = memoryStorage();
  vi.stubGlobal('window', {
    localStorage,
    sessionStorage,
    location: { origin: 'http://localhost:4399', pathname: '/idea/some-pitch-12', search: '?from=discover', href: 'http://localhost:4399/idea/some-pitch-12' },
    addEventListener: vi.fn(),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('start-up', () => {
  test('starts loading and not initialized', async () => {
    const { $auth } = await freshStore();
    expect($auth.get()).toEqual({ user: null, session: null, profile: null, loading: true, initialized: false });
  });

  test('a guest without a stored session settles at once, without loading supabase-js', async () => {
    const { $auth, initAuth } = await freshStore();
    await initAuth();
    expect($auth.get()).toMatchObject({ user: null, loading: false, initialized: true });
    expect(loads).toBe(0);
  });

  test('a stored session is read, its profile fetched and cached; a second start reads the cache', async () => {
    localStorage.setItem(STORAGE_KEY, '{}');
    const { $auth, initAuth } = await freshStore();
    await Promise.all([initAuth(), initAuth()]);
    expect($auth.get()).toMatchObject({ user, session, profile: { id: 'u1', role: 'user' }, loading: false, initialized: true });
    expect(fake.profileQueries).toEqual(['profiles?id=eq.u1']);
    expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledTimes(1);

    const again = await freshStore();
    await again.initAuth();
    expect(again.$auth.get().profile).toMatchObject({ id: 'u1' });
    expect(fake.profileQueries).toHaveLength(1);
  });

  test('no profile row (PGRST116) is silent; other profile errors are logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEY, '{}');
    fake = fakeClient({ data: null, error: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' } });
    let store = await freshStore();
    await store.initAuth();
    expect(store.$auth.get()).toMatchObject({ user, profile: null, initialized: true });
    expect(log).not.toHaveBeenCalled();

    sessionStorage.clear();
    fake = fakeClient({ data: null, error: { code: '42501', message: 'permission denied for table profiles' } });
    store = await freshStore();
    await store.initAuth();
    expect(store.$auth.get()).toMatchObject({ user, profile: null, initialized: true });
    expect(log).toHaveBeenCalledWith('Could not load the profile:', 'permission denied for table profiles');
  });
});

describe('actions', () => {
  test('password sign-in fills the state; its error is the message', async () => {
    const { $auth, initAuth, signInWithPassword } = await freshStore();
    await initAuth();
    expect(await signInWithPassword(' ada@example.test ', 'secret1')).toEqual({ error: null });
    expect(fake.client.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.test', password: 'secret1' });
    expect($auth.get()).toMatchObject({ user, session, initialized: true });
    await vi.waitFor(() => expect($auth.get().profile).toMatchObject({ id: 'u1' }));

    fake.client.auth.signInWithPassword.mockResolvedValueOnce({ data: { session: null, user: null }, error: { message: 'Invalid login credentials' } } as never);
    expect(await signInWithPassword('ada@example.test', 'wrong')).toEqual({ error: 'Invalid login credentials' });
    fake.client.auth.signInWithPassword.mockRejectedValueOnce({});
    expect(await signInWithPassword('ada@example.test', 'wrong')).toEqual({ error: 'An error occurred' });
  });

  test('sign-up, magic link and Google return to the current page through /auth/callback', async () => {
    const { sendMagicLink, signInWithGoogle, signUp } = await freshStore();
    const callback = 'http://localhost:4399/auth/callback?redirect_to=%2Fidea%2Fsome-pitch-12%3Ffrom%3Ddiscover';
    await signUp('new@example.test', 'secret1', '  Grace Hopper ');
    expect(fake.client.auth.signUp).toHaveBeenLastCalledWith({
      email: 'new@example.test',
      password: 'secret1',
      options: { emailRedirectTo: callback, data: { full_name: 'Grace Hopper' } },
    });
    await signUp('new@example.test', 'secret1', '   ');
    expect(fake.client.auth.signUp).toHaveBeenLastCalledWith({ email: 'new@example.test', password: 'secret1', options: { emailRedirectTo: callback } });
    await signUp('new@example.test', 'secret1', undefined, '//evil.example');
    expect(fake.client.auth.signUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ options: { emailRedirectTo: 'http://localhost:4399/auth/callback?redirect_to=%2F' } }),
    );
    await sendMagicLink('new@example.test');
    expect(fake.client.auth.signInWithOtp).toHaveBeenCalledWith({ email: 'new@example.test', options: { emailRedirectTo: callback } });
    await signInWithGoogle();
    expect(fake.client.auth.signInWithOAuth).toHaveBeenCalledWith({ provider: 'google', options: { redirectTo: callback } });
  });

  test('on /auth the return path is its redirect_to', async () => {
    window.location.pathname = '/auth';
    window.location.search = '?redirect_to=%2Fworkspace';
    const { sendMagicLink } = await freshStore();
    await sendMagicLink('new@example.test');
    expect(fake.client.auth.signInWithOtp).toHaveBeenCalledWith({
      email: 'new@example.test',
      options: { emailRedirectTo: 'http://localhost:4399/auth/callback?redirect_to=%2Fworkspace' },
    });
  });

  test('password reset mail leads to /auth/reset-password', async () => {
    const { resetPassword } = await freshStore();
    expect(await resetPassword('ada@example.test')).toEqual({ error: null });
    expect(fake.client.auth.resetPasswordForEmail).toHaveBeenCalledWith('ada@example.test', { redirectTo: 'http://localhost:4399/auth/reset-password' });
  });

  test('name goes to user_metadata and profiles; sign-out clears the state and the cached profile', async () => {
    localStorage.setItem(STORAGE_KEY, '{}');
    const { $auth, initAuth, signOut, updateName } = await freshStore();
    await initAuth();
    expect(await updateName('  Ada King ')).toEqual({ error: null });
    expect(fake.client.auth.updateUser).toHaveBeenCalledWith({ data: { full_name: 'Ada King' } });
    expect(fake.updates).toEqual([{ full_name: 'Ada King' }]);
    expect($auth.get().user?.user_metadata.full_name).toBe('Ada King');
    expect($auth.get().profile?.full_name).toBe('Ada King');
    expect(sessionStorage.getItem('rv-profile-cache')).toContain('Ada King');

    expect(await signOut()).toEqual({ error: null });
    expect($auth.get()).toEqual({ user: null, session: null, profile: null, loading: false, initialized: true });
    expect(sessionStorage.getItem('rv-profile-cache')).toBeNull();
  });

  test('a failed sign-out keeps the user signed in and says why', async () => {
    localStorage.setItem(STORAGE_KEY, '{}');
    const { $auth, initAuth, signOut } = await freshStore();
    await initAuth();
    fake.client.auth.signOut.mockResolvedValueOnce({ error: { message: 'Failed to fetch' } } as never);
    expect(await signOut()).toEqual({ error: 'Failed to fetch' });
    expect($auth.get().user).toEqual(user);
  });

  test('the callback exchanges a code, reports the error an address carries, and never signs in with tokens by itself', async () => {
    const { $auth, completeAuthRedirect, confirmTokenSignIn } = await freshStore();
    const failed = await completeAuthRedirect('http://localhost:4399/auth/callback#error=access_denied&error_description=Email+link+is+invalid+or+has+expired');
    expect(failed).toEqual({ error: 'Email link is invalid or has expired', type: null, tokens: null });

    // Tokens in the address (anyone can make such a link): only the account's email comes back, for the person to confirm.
    const href = 'http://localhost:4399/auth/callback?redirect_to=%2F#access_token=a&refresh_token=r&expires_in=3600&type=magiclink';
    expect(await completeAuthRedirect(href)).toEqual({ error: 'Authentication Error', type: null, tokens: null });
    const held = await completeAuthRedirect(href, { acceptTokens: true });
    expect(held).toEqual({ error: null, type: 'magiclink', tokens: { email: 'ada@example.test', accessToken: 'a', refreshToken: 'r' } });
    expect(fake.client.auth.getUser).toHaveBeenCalledWith('a');
    expect(fake.client.auth.setSession).not.toHaveBeenCalled();
    expect($auth.get().user).toBeNull();
    expect(await confirmTokenSignIn(held.tokens!)).toEqual({ error: null });
    expect(fake.client.auth.setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
    expect($auth.get().user).toEqual(user);

    // Tokens that name no live session: docs/spec/public-site.md#8-error-catalogue's message, never the library's text.
    fake.client.auth.getUser.mockResolvedValueOnce({ data: { user: null }, error: { message: 'invalid JWT: unable to parse or verify signature, Invalid JWT structure' } } as never);
    expect((await completeAuthRedirect('http://localhost:4399/auth/callback?access_token=a&refresh_token=gone', { acceptTokens: true })).error).toBe('Authentication Error');

    await completeAuthRedirect('http://localhost:4399/auth/callback?code=c1');
    expect(fake.client.auth.exchangeCodeForSession).toHaveBeenCalledWith('c1');
  });
});

describe('sign-in dialog request', () => {
  test("opens with the default title 'Sign in to save ideas' or a given one; closing calls onClose once", async () => {
    const { $signInDialog, closeSignInDialog, openSignInDialog } = await freshStore();
    openSignInDialog();
    expect($signInDialog.get()?.title).toBe('Sign in to save ideas');
    const onClose = vi.fn();
    openSignInDialog({ title: 'Sign in to see your workspace', onClose });
    expect($signInDialog.get()?.title).toBe('Sign in to see your workspace');
    closeSignInDialog();
    closeSignInDialog();
    expect($signInDialog.get()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('server rendering', () => {
  test('the account menu renders nothing on the server (the header slot holds a plain sign-in link until it mounts), without touching window', async () => {
    vi.unstubAllGlobals();
    const { default: AccountMenu } = await import('../../src/islands/auth/AccountMenu.tsx');
    expect(renderToString(createElement(AccountMenu))).toBe('');
  });

  test('the page islands render their first state', async () => {
    vi.unstubAllGlobals();
    const pages = {
      AuthForm: (await import('../../src/islands/auth/AuthForm.tsx')).default,
      AuthCallback: (await import('../../src/islands/auth/AuthCallback.tsx')).default,
      ResetPassword: (await import('../../src/islands/auth/ResetPassword.tsx')).default,
      AccountPage: (await import('../../src/islands/auth/AccountPage.tsx')).default,
    };
    expect(renderToString(createElement(pages.AuthForm))).toContain("Don&#x27;t have an account? Sign up");
    expect(renderToString(createElement(pages.AuthCallback))).toContain('Signing you in...');
    expect(renderToString(createElement(pages.ResetPassword))).toContain('Checking your reset link...');
    expect(renderToString(createElement(pages.AccountPage))).toContain('Loading your account...');
  });
});
