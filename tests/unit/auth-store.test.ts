// The auth store's parts that need no auth server: the sign-in dialog request, and the islands' server
// render. The store against the real supabase-js and the local stand-in: tests/stores/auth-store.test.ts.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('../../src/stores/auth/dialog.ts');
}

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
    const { default: AccountMenu } = await import('../../src/islands/auth/AccountMenu.tsx');
    expect(renderToString(createElement(AccountMenu))).toBe('');
  });

  test('the page islands render their first state', async () => {
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
