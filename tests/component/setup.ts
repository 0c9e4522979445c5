/**
 * Runs before every component test file. Vitest's globals are off, so Testing Library cannot register its own
 * cleanup: each test unmounts what it rendered here, and the stores' mount side effects (following the auth
 * store, listening to focus and storage) are undone, so the next test's store values start them anew.
 *
 * This layer has no backend: every request an island makes is refused and fails the test, so a state that can
 * only be reached through the network is left to the browser tests instead of passing here by accident.
 */
import { cleanup, configure } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { $auth } from '../../src/stores/auth/session.ts';
import { $dismissed } from '../../src/stores/dismissed.ts';
import { $forYouCards, $forYouCatalogue } from '../../src/stores/for-you.ts';
import { $savedIdeas } from '../../src/stores/saved-ideas.ts';
import { $savedSearches } from '../../src/stores/saved-searches.ts';
import { $workspace } from '../../src/stores/workspace/bundle.ts';

// Testing Library's findBy and waitFor give up after 1 s by default: a file's first render on a busy CI machine
// (a cold transform, two workers on two cores) can go past that.
configure({ asyncUtilTimeout: 10_000 });

let requests: string[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    requests.push(input instanceof Request ? input.url : String(input));
    return Promise.reject(new TypeError('component tests have no network'));
  });
});

afterEach(() => {
  cleanup();
  cleanStores($auth, $workspace, $savedIdeas, $savedSearches, $dismissed, $forYouCatalogue, $forYouCards);
  vi.unstubAllGlobals();
  expect(requests, 'requests made by the component').toEqual([]);
});
