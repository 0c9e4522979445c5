/**
 * Ships to the browser: whether a visitor reached an idea page from their workspace, which decides the
 * idea page's breadcrumb middle item and bottom back link. Three signals, any of which counts: the
 * navigation state a workspace card leaves in sessionStorage for the page it opens, the page's own
 * history state (kept across reloads and back/forward), and a same-origin referrer under the workspace.
 */
import { tabStorage } from '../ui/storage.ts';

export const NAVIGATION_STATE_KEY = 'rv-navigation-from';
export const WORKSPACE_PATHS = ['/workspace', '/portfolio'] as const;

export type NavigationSource = 'workspace' | 'discover';

export interface NavigationState {
  from: NavigationSource;
  /** The path the card opened. */
  to: string;
}

export function isWorkspacePath(pathname: string): boolean {
  return WORKSPACE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function parseNavigationState(value: string | null): NavigationState | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<NavigationState>;
    return (parsed.from === 'workspace' || parsed.from === 'discover') && typeof parsed.to === 'string' ? { from: parsed.from, to: parsed.to } : null;
  } catch {
    return null;
  }
}

export function arrivedFromWorkspace(input: { pathname: string; origin: string; referrer: string; stored: NavigationState | null; historyFrom: unknown }): boolean {
  if (input.stored && input.stored.to === input.pathname) return input.stored.from === 'workspace';
  if (input.historyFrom === 'workspace') return true;
  if (input.historyFrom === 'discover') return false;
  try {
    const referrer = new URL(input.referrer);
    return referrer.origin === input.origin && isWorkspacePath(referrer.pathname);
  } catch {
    return false;
  }
}

/** Called when a workspace link to an idea page is followed. Where storage is refused the idea page goes by the referrer. */
export function rememberWorkspaceNavigation(path: string): void {
  const state: NavigationState = { from: 'workspace', to: path };
  tabStorage.write(NAVIGATION_STATE_KEY, JSON.stringify(state));
}
