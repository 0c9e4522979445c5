// The admin page's Delivery section (src/islands/admin/DeliverySection.tsx) for the answers its functions
// give: the counts and the runs it renders, and the errors of a preview or a test send that failed. The
// functions themselves: tests/functions/; the section in use on the local stack: tests/e2e/admin.spec.ts.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { DELIVERY } from '../../src/config/constants/admin.ts';
import type { DeliveryRun, DeliveryStatusResult, PreviewResult } from '../../src/admin/delivery.ts';
import { callAdminFunction, loadDeliveryRuns, loadRuns, type FunctionAnswer } from '../../src/islands/admin/admin-api.ts';
import { DeliverySection } from '../../src/islands/admin/DeliverySection.tsx';

vi.mock('../../src/islands/admin/admin-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/islands/admin/admin-api.ts')>()),
  callAdminFunction: vi.fn(),
  loadRuns: vi.fn(),
  loadDeliveryRuns: vi.fn(),
}));

const t = DELIVERY.text;

const status: DeliveryStatusResult = {
  success: true,
  error: null,
  lists: [
    { list: 'newsletter', name: 'Weekly Venture Picks', confirmed: 1204, pending: 3, unsubscribed: 40, undeliverable: 2 },
    { list: 'alerts', name: 'Daily Idea Alerts', confirmed: 7, pending: 1, unsubscribed: 0, undeliverable: 5 },
  ],
};

const run: DeliveryRun = {
  id: 'run-1',
  created_at: '2026-03-02T07:00:00+00:00',
  list: 'alerts',
  edition: 'alerts-2026-03-02',
  method: 'schedule',
  status: 'success',
  sent: 12,
  skipped: 1,
  up_to_date: 3,
  failed: 2,
  undeliverable: 1,
  confirmations: 4,
  deleted: 5,
  duration_ms: 2500,
  error: null,
};

function preview(kind: 'alerts' | 'newsletter'): PreviewResult {
  return { success: true, error: null, kind, subject: `Subject of the ${kind}`, html: '<h1>Hello</h1>', text: 'Hello', newCount: 2, since: '2026-03-01', basis: kind === 'alerts' ? 'last-day' : 'this-week', sample: false };
}

const ok = (data: object): FunctionAnswer => ({ status: 200, data: { ...data }, networkError: null });

/** The functions' answers: `delivery-status` and the previews as given, a test send as `test` says. */
function answer({ previews = ok, test }: { previews?: (result: PreviewResult) => FunctionAnswer; test?: FunctionAnswer }) {
  vi.mocked(callAdminFunction).mockImplementation(async (name, body) => {
    const { kind, action } = (body ?? {}) as { kind?: 'alerts' | 'newsletter'; action?: string };
    if (name === 'delivery-status') return ok(status);
    if (name === 'delivery-preview' && action === 'preview') return previews(preview(kind!));
    if (name === 'delivery-preview' && action === 'test' && test) return test;
    throw new Error(`unexpected call ${name} ${JSON.stringify(body)}`);
  });
}

beforeEach(() => {
  vi.mocked(callAdminFunction).mockReset();
  vi.mocked(loadRuns).mockResolvedValue({ runs: [], error: null });
  vi.mocked(loadDeliveryRuns).mockResolvedValue({ runs: [run], error: null });
});

async function renderSection(): Promise<HTMLElement> {
  render(<DeliverySection />);
  await act(() => Promise.resolve());
  return screen.getByRole('region', { name: t.title });
}

function panel(kind: 'alerts' | 'newsletter'): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-preview="${kind}"]`)!;
}

test('the counts per list by state and each run with its numbers', async () => {
  answer({});
  const section = await renderSection();
  const alerts = section.querySelector<HTMLElement>('[data-list="alerts"]')!;
  expect(within(alerts).getByRole('heading').textContent).toBe('Daily Idea Alerts');
  const counts = Object.fromEntries(within(alerts).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
  expect(counts).toEqual({ Confirmed: '7', Pending: '1', Unsubscribed: '0', Undeliverable: '5' });
  expect(within(section.querySelector<HTMLElement>('[data-list="newsletter"]')!).getAllByRole('definition')[0]!.textContent).toBe('1,204');

  const [item] = within(within(section).getByRole('list', { name: t.runs })).getAllByRole('listitem');
  for (const line of ['Success', 'Editionalerts-2026-03-02', 'Started byScheduled', 'Sent12', 'Skipped (already sent)1', 'Up to date (nothing new)3', 'Failed2', 'Marked undeliverable1', 'Confirmations sent4', 'Unconfirmed deleted5', 'Duration2.5 s']) {
    expect(item!.textContent).toContain(line);
  }
  // Each preview in a frame that may run nothing and reach nothing, with what it shows said above it.
  const frame = within(panel('alerts')).getByTitle('Preview of the next daily alert');
  expect(frame.getAttribute('sandbox')).toBe('');
  expect(frame.getAttribute('srcdoc')).toBe('<h1>Hello</h1>');
  expect(panel('newsletter').querySelector('[data-preview-summary]')?.textContent).toBe("This week's issue so far: 2 ideas published since Monday 2026-03-01. It goes out next Monday.");
});

test('a preview that could not be built says why, with no frame; a failed test send says why, with the function’s error', async () => {
  answer({
    previews: (result) =>
      result.kind === 'alerts' ? { status: 502, data: { success: false, error: 'Could not build the preview: /ideas.json answered 503' }, networkError: null } : ok(result),
    test: { status: 502, data: { success: false, error: 'connect ECONNREFUSED 127.0.0.1:2525', to: 'admin@example.com', subject: '[Test] x' }, networkError: null },
  });
  await renderSection();
  const alerts = panel('alerts');
  expect(within(alerts).getByRole('alert').textContent).toBe('Could not build the preview: /ideas.json answered 503');
  expect(alerts.querySelector('iframe')).toBeNull();
  // The other mailing's preview is not held up by it.
  expect(panel('newsletter').querySelector('iframe')).not.toBeNull();

  await act(async () => {
    fireEvent.click(within(alerts).getByRole('button', { name: t.sendTest }));
  });
  expect(within(alerts).getByRole('alert').textContent).toBe(`${t.testFailed}: connect ECONNREFUSED 127.0.0.1:2525`);
  expect(within(alerts).getByRole('status').textContent).toBe('');
});

test('an answer that is no JSON, or no answer at all, is told by its status or the network’s error', async () => {
  answer({
    previews: () => ({ status: 0, data: null, networkError: 'Failed to fetch' }),
    test: { status: 504, data: null, networkError: null },
  });
  await renderSection();
  const alerts = panel('alerts');
  expect(within(alerts).getByRole('alert').textContent).toBe('Failed to fetch');
  await act(async () => {
    fireEvent.click(within(alerts).getByRole('button', { name: t.sendTest }));
  });
  expect(within(alerts).getByRole('alert').textContent).toBe(`${t.testFailed}: HTTP 504`);
});

test('a test send that worked says to whom, and that it is not counted as a delivery', async () => {
  answer({ test: ok({ success: true, error: null, to: 'admin@example.com', subject: '[Test] 2 new venture ideas' }) });
  await renderSection();
  const alerts = panel('alerts');
  await act(async () => {
    fireEvent.click(within(alerts).getByRole('button', { name: t.sendTest }));
  });
  expect(within(alerts).getByRole('status').textContent).toBe('Sent "[Test] 2 new venture ideas" to admin@example.com. It is not counted as a delivery.');
  expect(within(alerts).getByRole('alert').textContent).toBe('');
});
