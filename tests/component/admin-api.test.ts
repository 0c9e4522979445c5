// The admin page's calls to its functions (src/islands/admin/admin-api.ts): what reaches the function, and what
// the page makes of every kind of answer, a refusal with its JSON error, a platform's error page, or none at all.
// Here rather than in tests/unit because it replaces the supabase-js client module (vi.mock), which the unit
// project's shared module cache would hand to other files; fetch is answered by each test itself.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { answerError, callAdminFunction, timedOutcome, type FunctionAnswer } from '../../src/islands/admin/admin-api.ts';

const session = vi.hoisted(() => ({ token: 'admin-access-token' as string | null }));

vi.mock('../../src/stores/auth/client.ts', () => ({
  authClient: async () => ({
    auth: { getSession: async () => ({ data: { session: session.token ? { access_token: session.token } : null }, error: null }) },
  }),
}));

let requests: { url: string; init: RequestInit }[] = [];

function answerWith(respond: () => Promise<Response>): void {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return respond();
  });
}

beforeEach(() => {
  requests = [];
  session.token = 'admin-access-token';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callAdminFunction', () => {
  test("POSTs the body as JSON to the function, with the session's access token", async () => {
    answerWith(async () => Response.json({ success: true, submitted: 3 }));
    expect(await callAdminFunction('indexnow-submit', { urls: ['/'] })).toEqual({ status: 200, data: { success: true, submitted: 3 }, networkError: null });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/.netlify/functions/indexnow-submit');
    expect(requests[0]!.init.method).toBe('POST');
    expect(requests[0]!.init.body).toBe('{"urls":["/"]}');
    expect(requests[0]!.init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer admin-access-token' });
  });

  test('without a session it sends no Authorization header (the function answers 401)', async () => {
    session.token = null;
    answerWith(async () => Response.json({ success: false, error: 'Sign in required.' }, { status: 401 }));
    const answer = await callAdminFunction('trigger-rebuild', {});
    expect(requests[0]!.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(answer).toEqual({ status: 401, data: { success: false, error: 'Sign in required.' }, networkError: null });
  });

  test("a refusal keeps its status and JSON error; a platform's error page or an empty body keeps only the status", async () => {
    answerWith(async () => Response.json({ success: false, error: 'Could not build the preview: /ideas.json answered 503' }, { status: 502 }));
    expect(await callAdminFunction('delivery-preview', { kind: 'alerts', action: 'preview' })).toEqual({
      status: 502,
      data: { success: false, error: 'Could not build the preview: /ideas.json answered 503' },
      networkError: null,
    });
    answerWith(async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    expect(await callAdminFunction('delivery-preview', { kind: 'alerts', action: 'test' })).toEqual({ status: 502, data: null, networkError: null });
    answerWith(async () => new Response(null, { status: 504 }));
    expect(await callAdminFunction('delivery-status', {})).toEqual({ status: 504, data: null, networkError: null });
  });

  test('no answer at all is status 0 with the error', async () => {
    answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await callAdminFunction('trigger-webhook', { Articles: 3 })).toEqual({ status: 0, data: null, networkError: 'Failed to fetch' });
  });
});

describe('what the page says of an answer', () => {
  const answer = (status: number, data: FunctionAnswer['data'], networkError: string | null = null): FunctionAnswer => ({ status, data, networkError });

  test("the function's own error first, then the network's, then the fallback", () => {
    expect(answerError(answer(502, { success: false, error: 'connect ECONNREFUSED 127.0.0.1:2525' }), 'HTTP 502')).toBe('connect ECONNREFUSED 127.0.0.1:2525');
    expect(answerError(answer(502, { success: false, error: '' }), 'HTTP 502')).toBe('HTTP 502');
    expect(answerError(answer(0, null, 'Failed to fetch'), 'HTTP 0')).toBe('Failed to fetch');
    expect(answerError(answer(504, null), 'HTTP 504')).toBe('HTTP 504');
  });

  test('a timed action says what it did and how long it took, or why it failed', () => {
    expect(timedOutcome(answer(200, { success: true, duration: 2500 }), 'Rebuild started')).toEqual({ success: 'Rebuild started (2.5 s).', error: null });
    expect(timedOutcome(answer(200, { success: true }), 'Rebuild started')).toEqual({ success: 'Rebuild started (0 ms).', error: null });
    expect(timedOutcome(answer(500, { success: false, error: 'Build hook answered 500' }), 'Rebuild started')).toEqual({ success: null, error: 'Build hook answered 500' });
    expect(timedOutcome(answer(503, null), 'Rebuild started')).toEqual({ success: null, error: 'HTTP 503' });
  });
});
