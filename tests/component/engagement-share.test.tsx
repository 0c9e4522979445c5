// The Share button wider than a phone (happy-dom's window is 1024 px): a discover card shares its own idea,
// a hostile title goes out as text, and Copy Link says whether the clipboard took the address. The menu's
// keyboard, focus and the toast's timing are the browser suite's (tests/e2e/engagement.spec.ts).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SHARE } from '../../src/config/constants/engagement.ts';
import { shareText } from '../../src/engagement/share.ts';
import { CardShare } from '../../src/islands/engagement/CardShare.tsx';
import ShareControl from '../../src/islands/engagement/ShareControl.tsx';
import type { CardData } from '../../src/discover/index-types.ts';
import { $toasts } from '../../src/ui/toast.ts';

let events: { name: string; params: Record<string, string> }[];
let opened: unknown[][];
beforeEach(() => {
  events = [];
  opened = [];
  vi.stubGlobal('gtag', (kind: string, name: string, params: Record<string, string>) => {
    if (kind === 'event') events.push({ name, params });
  });
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    return null;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  $toasts.set([]);
});

/** The test sheet's hostile pitch (tests/e2e/sheet.ts, which reads files and cannot load in happy-dom). */
const HOSTILE_PITCH = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> Hostile pitch & markup';

const card = (fields: Partial<CardData> = {}): CardData => ({ number: 42, path: '/idea/robots-for-rivers-42', heading: 'Robots for rivers', dateAdded: '2026-01-02', primaryCategory: 'Robotics', ...fields });

/** Presses Share and waits for the menu (its code loads on the first press). */
async function openMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu', { name: SHARE.menuLabel });
}

const utm = (href: string) => Object.fromEntries([...new URL(href).searchParams].filter(([key]) => key.startsWith('utm_')));

test("a discover card's Share: the menu for that card's idea, its Reddit link opened in a 600 x 600 window, reported from discover_card", async () => {
  render(<CardShare card={card()} />);
  const menu = await openMenu(`${SHARE.button}: Robots for rivers`);
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['WhatsApp', 'X', 'Reddit', 'Email', SHARE.copyLink]);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Reddit' }));

  expect(screen.queryByRole('menu')).toBeNull();
  expect(opened).toHaveLength(1);
  const [href, target, features] = opened[0] as [string, string, string];
  expect(target).toBe('_blank');
  expect(features).toMatch(/^width=600,height=600,/);
  const reddit = new URL(href);
  expect(reddit.searchParams.get('title')).toBe('Robots for rivers - an AI startup idea from research');
  const shared = reddit.searchParams.get('url')!;
  expect(new URL(shared).pathname).toBe('/idea/robots-for-rivers-42');
  expect(utm(shared)).toEqual({ utm_source: 'reddit', utm_medium: 'social', utm_campaign: 'idea_share' });
  const ideaUrl = `${window.location.origin}/idea/robots-for-rivers-42`;
  expect(events).toEqual([
    { name: 'share_open', params: { idea_id: 'idea-42', idea_title: 'Robots for rivers', idea_url: ideaUrl, platform: 'menu', location: 'discover_card' } },
    { name: 'share_click', params: { idea_id: 'idea-42', idea_title: 'Robots for rivers', idea_url: ideaUrl, platform: 'reddit', location: 'discover_card' } },
  ]);
});

test('a hostile title is shared as text: the post carries it as typed, and nothing of it runs or renders', async () => {
  render(<CardShare card={card({ heading: HOSTILE_PITCH })} />);
  const menu = await openMenu(`${SHARE.button}: ${HOSTILE_PITCH}`);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'X' }));
  const [href] = opened[0] as [string];
  expect(new URL(href).searchParams.get('text')).toBe(shareText({ id: 'idea-42', title: HOSTILE_PITCH, path: '/' }));
  expect(new URL(href).searchParams.get('text')).toContain(HOSTILE_PITCH);
  expect(document.querySelector('script, img')).toBeNull();
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
});

const idea = { id: 'idea-7', title: 'Robots for rivers', path: '/idea/robots-for-rivers-7' };

test('Copy Link copies the copy_link address and says so; a refused clipboard says Failed to copy, and nothing is reported', async () => {
  const written: string[] = [];
  let refuse = false;
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: {
      writeText: async (text: string) => {
        if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
        written.push(text);
      },
    },
  });
  render(<ShareControl idea={idea} location="idea_page" />);

  let menu = await openMenu(SHARE.button);
  await act(async () => fireEvent.click(within(menu).getByRole('menuitem', { name: SHARE.copyLink })));
  expect(written).toEqual([`${window.location.origin}${idea.path}?utm_source=copy_link&utm_medium=social&utm_campaign=idea_share`]);
  expect($toasts.get()).toEqual([expect.objectContaining({ title: SHARE.copied, description: SHARE.copiedBody, open: true })]);
  expect(events.filter((event) => event.name === 'share_copy').map((event) => event.params.platform)).toEqual(['copy_link']);

  refuse = true;
  menu = await openMenu(SHARE.button);
  await act(async () => fireEvent.click(within(menu).getByRole('menuitem', { name: SHARE.copyLink })));
  expect($toasts.get()).toEqual([expect.objectContaining({ title: SHARE.copyFailed, description: SHARE.copyFailedBody, variant: 'destructive', open: true })]);
  expect(events.filter((event) => event.name === 'share_copy')).toHaveLength(1);
});
