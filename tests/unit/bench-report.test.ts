import { describe, expect, it } from 'vitest';
import { NOTES_HEADING, withNotes } from '../../scripts/bench-report.ts';

describe('bench-report: docs/performance.md keeps its profiling notes', () => {
  const notes = `\n${NOTES_HEADING}\n\n- A note.\n`;

  it('appends the previous file’s notes to the new numbers', () => {
    expect(withNotes('# Performance\n\nnew\n', `# Performance\n\nold\n${notes}`)).toBe(`# Performance\n\nnew\n${notes}`);
  });

  it('is the report alone when there were no notes or no file', () => {
    expect(withNotes('# Performance\n', '# Performance\n\nold\n')).toBe('# Performance\n');
    expect(withNotes('# Performance\n', '')).toBe('# Performance\n');
  });
});
