import { describe, expect, it } from 'vitest';
import { databaseRulesLine, engineOutcome } from '../db/engines-reporter.ts';

const MISSING = "PostgreSQL 15 binaries not found in /usr/lib/postgresql/15/bin (install Debian's postgresql-15)";
const pglite = (state: Parameters<typeof engineOutcome>[1]) => engineOutcome('PGlite', state, ['database rules on PGlite']);
const postgres = (state: Parameters<typeof engineOutcome>[1], suiteNames: string[] = ['database rules on PostgreSQL 15']) =>
  engineOutcome('PostgreSQL 15', state, suiteNames);

describe('engineOutcome', () => {
  it("takes a skipped suite's reason from the title defineRlsSuite gives it", () => {
    expect(postgres('skipped', [`database rules on PostgreSQL 15 (skipped: ${MISSING})`, 'anon'])).toEqual({
      engine: 'PostgreSQL 15',
      state: 'skipped',
      reason: MISSING,
    });
  });

  it('counts a file that did not run, or did not finish, as absent', () => {
    expect(postgres(undefined).state).toBe('absent');
    expect(postgres('queued').state).toBe('absent');
    expect(postgres('pending').state).toBe('absent');
  });
});

describe('databaseRulesLine', () => {
  it('says both engines when both suites passed', () => {
    expect(databaseRulesLine([pglite('passed'), postgres('passed')])).toBe('Database rules: checked on PGlite and PostgreSQL 15');
  });

  it('says PGlite only, and why, when the PostgreSQL 15 suite skipped itself', () => {
    const skipped = postgres('skipped', [`database rules on PostgreSQL 15 (skipped: ${MISSING})`]);
    expect(databaseRulesLine([pglite('passed'), skipped])).toBe(`Database rules: checked on PGlite only (PostgreSQL 15 skipped: ${MISSING})`);
  });

  it('never says checked when a suite failed', () => {
    expect(databaseRulesLine([pglite('passed'), postgres('failed')])).toBe('Database rules: FAILED on PostgreSQL 15 (see the failures above)');
    expect(databaseRulesLine([pglite('failed'), postgres('skipped')])).toBe('Database rules: FAILED on PGlite (see the failures above)');
  });

  it('tells a run that left an engine out from one that checked it', () => {
    expect(databaseRulesLine([pglite('passed'), postgres(undefined)])).toBe('Database rules: checked on PGlite only (PostgreSQL 15 not in this run)');
    expect(databaseRulesLine([pglite(undefined), postgres('skipped')])).toBe('Database rules: not checked (PGlite not in this run; PostgreSQL 15 skipped)');
  });

  it('stays silent when no database rules suite ran (a unit-only run)', () => {
    expect(databaseRulesLine([pglite(undefined), postgres(undefined)])).toBeUndefined();
  });
});
