// The workspace's pages as served, before any script: a guest (and a crawler) gets the landing with the way to
// sign in, on every section's address. That hydrating it agrees with this HTML is tests/e2e/workspace.spec.ts's.
import { within } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import { useTestSite } from './site.ts';

const site = useTestSite();

test('every workspace section serves the guest landing: what the workspace offers, and Log in to Workspace', async () => {
  for (const path of ['/workspace', '/workspace/reading-list', '/workspace/saved-searches', '/workspace/for-you']) {
    const body = within((await site.document(path)).body);
    expect(body.getByRole('button', { name: WORKSPACE_TEXT.loginToWorkspace }), path).toBeTruthy();
    for (const name of ['Save to Workspace', 'Your Tags', 'Notes', 'Idea Builder', 'GTM Builder', 'Investor Deck Generator', 'Expert Human Advisory']) {
      expect(body.getByRole('heading', { name }), `${path}: ${name}`).toBeTruthy();
    }
  }
});
