/**
 * Related-ideas benchmark: parses a synthetic sheet of N ideas (default 10,000) and times the related-ideas
 * computation the build runs once (src/ideas/related.build.ts), with the heap it adds. Part of `npm run bench`;
 * on its own: `npm run bench:related`.
 *
 *   node scripts/bench-related.ts [--size 10000]
 */
import { parseArgs } from 'node:util';
import { generateSheet } from './generate-sheet.ts';
import { ideasFromSheet } from '../src/ideas/sheet.build.ts';
import { relatedIdeas } from '../src/ideas/related.build.ts';
import type { RelatedResult } from './bench-results.ts';

export function measureRelated(size: number): RelatedResult {
  const { ideas } = ideasFromSheet(generateSheet({ ideas: size, seed: 42, endDate: '2026-11-20' }), { today: '2026-11-20' });
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const related = relatedIdeas(ideas);
  const ms = Math.round(performance.now() - started);
  const heapMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024);
  const lists = [...related.values()];
  const withShared = lists.flat().filter((entry) => entry.shared.length > 0).length;
  return { ideas: ideas.length, ms, heapMb, averageRelated: Math.round((lists.flat().length / lists.length) * 10) / 10, withSharedShare: Math.round((withShared / Math.max(1, lists.flat().length)) * 1000) / 1000 };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { size: { type: 'string', default: '10000' }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log('Usage: node scripts/bench-related.ts [--size 10000]');
    process.exit(0);
  }
  console.log(JSON.stringify(measureRelated(Number(values.size))));
}
