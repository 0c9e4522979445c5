/**
 * The security headers of the site's own responses that Netlify's header rules (netlify.toml `/*`) do not
 * reach: the functions' answers and /mcp's. The same values as netlify.toml, which a test holds them to, and a
 * Content-Security-Policy for a JSON answer: it loads nothing and is framed by nothing. Plain values.
 */
export const FUNCTION_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
} as const;
