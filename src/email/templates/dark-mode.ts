/**
 * The one style sheet of every email, on its own so the build's Content-Security-Policy (src/integrations/csp.build.ts)
 * can allow it by hash without loading the email templates.
 */
// The card sets the dark-mode text colour itself: Body writes the light one inline on its inner cell, which
// would otherwise win over .rv-body for everything inside.
export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .rv-body { background-color: #0f1115 !important; color: #e8e8ea !important; }
  .rv-card { background-color: #181b21 !important; border-color: #2a2f38 !important; color: #e8e8ea !important; }
  .rv-muted { color: #a9adb6 !important; }
  .rv-link { color: #8ab4ff !important; }
}`;
