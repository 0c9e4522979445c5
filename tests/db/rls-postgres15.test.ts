// The same database rules on a throwaway PostgreSQL 15 cluster (production's major version). Skipped, with
// the reason in the suite name, when Debian's postgresql-15 binaries are not installed.
import { defineRlsSuite } from './rls-suite.ts';
import { postgres15Engine, postgres15Unavailable } from './engines.ts';

const unavailable = postgres15Unavailable();
if (unavailable) console.warn(`[tests/db] PostgreSQL 15 suite skipped: ${unavailable}`);

defineRlsSuite('database rules on PostgreSQL 15', postgres15Engine, { skip: unavailable });
