// The database rules on PGlite, opened exactly as the local Supabase stand-in opens it.
import { defineRlsSuite } from './rls-suite.ts';
import { pgliteEngine } from './engines.ts';

defineRlsSuite('database rules on PGlite', pgliteEngine);
