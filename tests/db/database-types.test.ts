// The committed Database type (src/supabase/database.types.ts) matches the migrations: a migration added
// without `npm run gen:types` fails here. Skipped, with the reason, without Debian's postgresql-15 binaries.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { postgres15Unavailable } from '../../local/db/postgres15.ts';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/gen-types.ts';

const unavailable = postgres15Unavailable();

describe.skipIf(unavailable)(`generated database types${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  // It starts a PostgreSQL 15 and Supabase's generator: 2 s on a quiet machine, over Vitest's 30 s beside the
  // browser suite on a busy one (issue 46). A limit for a machine far slower than either.
  it('are up to date with supabase/migrations (run npm run gen:types)', { timeout: 180_000 }, async () => {
    const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
    expect(await generateDatabaseTypes()).toBe(committed);
  });
});
