// Text typed into the server-rendered discover page before the feed took over, read from the page. (A sort
// chosen early is read through HTMLOptionElement.defaultSelected, which happy-dom lacks: the browser test
// 'a sort chosen before the feed has taken over is kept and applied' covers it.)
import { afterEach, expect, test } from 'vitest';
import { typedBeforeHydration } from '../../src/islands/discover/handover.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

test('typed text is read from the desktop box, else the mobile one', () => {
  document.body.innerHTML = '<input id="search-desktop" value=""><input id="search-mobile" value="">';
  expect(typedBeforeHydration()).toBe('');
  (document.getElementById('search-mobile') as HTMLInputElement).value = 'agents';
  expect(typedBeforeHydration()).toBe('agents');
  (document.getElementById('search-desktop') as HTMLInputElement).value = 'robot arms';
  expect(typedBeforeHydration()).toBe('robot arms');
});
