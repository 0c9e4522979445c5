/**
 * A Vitest reporter that ends a run with one line saying on which engines the database rules were checked,
 * read from the results of the two suites (rls-pglite.test.ts, rls-postgres15.test.ts). The PostgreSQL 15
 * suite skips itself where Debian's postgresql-15 is missing, and a green run should not hide that it
 * checked PGlite alone.
 */
import type { Reporter, TestModule, TestModuleState, Vitest } from 'vitest/node';

export type EngineOutcome = { engine: string; state: 'passed' | 'failed' | 'skipped' | 'absent'; reason?: string };

/** Each engine's suite file, relative to the project root. */
const ENGINE_SUITES = [
  { engine: 'PGlite', file: 'tests/db/rls-pglite.test.ts' },
  { engine: 'PostgreSQL 15', file: 'tests/db/rls-postgres15.test.ts' },
];

/** defineRlsSuite (rls-suite.ts) names a skipped suite "<name> (skipped: <reason>)". */
const SKIPPED_TITLE = /\(skipped: (.+)\)$/;

/** One engine's outcome from its suite file's state and suite names (state undefined: not in this run). */
export function engineOutcome(engine: string, state: TestModuleState | undefined, suiteNames: string[]): EngineOutcome {
  if (state === 'passed' || state === 'failed') return { engine, state };
  if (state !== 'skipped') return { engine, state: 'absent' };
  const reason = suiteNames.map((name) => SKIPPED_TITLE.exec(name)?.[1]).find((found) => found !== undefined);
  return { engine, state, reason };
}

/** The closing line, or undefined when no database rules suite was part of the run. */
export function databaseRulesLine(outcomes: EngineOutcome[]): string | undefined {
  if (outcomes.every((outcome) => outcome.state === 'absent')) return undefined;
  const engines = (state: EngineOutcome['state']) =>
    outcomes
      .filter((outcome) => outcome.state === state)
      .map((outcome) => outcome.engine)
      .join(' and ');
  const failed = engines('failed');
  if (failed) return `Database rules: FAILED on ${failed} (see the failures above)`;
  const notChecked = outcomes
    .filter((outcome) => outcome.state !== 'passed')
    .map((outcome) => (outcome.state === 'absent' ? `${outcome.engine} not in this run` : `${outcome.engine} skipped${outcome.reason ? `: ${outcome.reason}` : ''}`))
    .join('; ');
  const checked = engines('passed');
  if (!checked) return `Database rules: not checked (${notChecked})`;
  return notChecked ? `Database rules: checked on ${checked} only (${notChecked})` : `Database rules: checked on ${checked}`;
}

export class DatabaseRulesReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const outcomes = ENGINE_SUITES.map(({ engine, file }) => {
      const module = testModules.find((candidate) => candidate.moduleId.endsWith(`/${file}`));
      const suiteNames = module ? [...module.children.allSuites()].map((suite) => suite.name) : [];
      return engineOutcome(engine, module?.state(), suiteNames);
    });
    const line = databaseRulesLine(outcomes);
    if (line) this.vitest?.logger.log(line);
  }
}
