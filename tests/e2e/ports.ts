/**
 * Ports of the site and the Supabase stand-in under test. Overridable so two checkouts can run their
 * browser suites side by side (E2E_PORT, E2E_SUPABASE_PORT, E2E_SMTP_PORT).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
/** The tests' own in-memory Supabase stand-in, apart from the one `npm start` runs on 54321. */
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT ?? 54329);
/** The e2e stand-in's SMTP server, apart from the 2525 of `npm start`. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_SITE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_SUPABASE_URL = (process.env.E2E_SUPABASE_URL ?? `http://127.0.0.1:${E2E_SUPABASE_PORT}`).replace(/\/+$/, '');
/** The analytics measurement id the e2e build is made with (its tag script is answered by the tests). */
export const E2E_MEASUREMENT_ID = 'G-E2ETEST';
/** Where the e2e build's contact form sends its messages (the stand-in's mailbox). */
export const E2E_CONTACT_RECIPIENT = 'contact@example.test';
