// The committed Database type (src/supabase/database.types.ts) matches the migrations: a migration added
// without `npm run gen:types` fails here. Skipped, with the reason, without Debian's postgresql-15 binaries.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { postgres15Unavailable } from '../../local/db/postgres15.ts';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/gen-types.ts';

const unavailable = postgres15Unavailable();

describe.skipIf(unavailable)(`generated database types${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  it('are up to date with supabase/migrations (run npm run gen:types)', async () => {
    const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
    expect(await generateDatabaseTypes()).toBe(committed);
  });
});
