/**
 * redirect_to checking of the local stand-in, like Supabase Auth's allow-list: a target is accepted when it
 * is on the site URL's origin or on one of the additional redirect URLs' origins (any path); anything else,
 * or nothing, falls back to the site URL.
 */
export interface RedirectPolicy {
  siteUrl: string;
  additionalRedirectUrls: readonly string[];
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function isAllowedRedirect(target: string, policy: RedirectPolicy): boolean {
  const origin = originOf(target);
  if (origin === null) return false;
  return [policy.siteUrl, ...policy.additionalRedirectUrls].some((allowed) => originOf(allowed) === origin);
}

/** The redirect target to use: the requested one when allowed, else the site URL. */
export function resolveRedirect(requested: string | null | undefined, policy: RedirectPolicy): string {
  if (requested && isAllowedRedirect(requested, policy)) return requested;
  return policy.siteUrl;
}

/** redirect_to from the query, else the Referer header (as Supabase Auth does), checked. */
export function requestRedirect(req: Request, policy: RedirectPolicy): string {
  const url = new URL(req.url);
  const requested = url.searchParams.get('redirect_to') ?? req.headers.get('referer');
  return resolveRedirect(requested, policy);
}
