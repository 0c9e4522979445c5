/**
 * The subset of Netlify's _redirects format the site uses: "from to status", exact paths or a
 * trailing /* splat, applied only when no static file matches (Netlify's default shadowing).
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [from, to, status] = trimmed.split(/\s+/);
    if (from && to) rules.push({ from, to, status: Number(status ?? 301) });
  }
  return rules;
}

export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  return rules.find((rule) =>
    rule.from.endsWith('/*') ? pathname.startsWith(rule.from.slice(0, -1)) : rule.from === pathname || `${rule.from}/` === pathname,
  );
}
