/** Turns bench/results.json into the Markdown of docs/performance.md. */
import type { BenchResults, McpResult, ScaleResult } from './bench-results.ts';
import { checkBudgets, type DeployBuild } from './bench-check.ts';
import { BUDGETS } from './budgets.ts';
import { formatRecommendations } from './bench-recommendations.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(1);

function table(head: string[], rows: (string | number)[][]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function formatReport(results: BenchResults, deploy: DeployBuild): string {
  const checks = checkBudgets(results, deploy);
  return `# Performance

Measured by \`npm run bench\` on ${results.date.slice(0, 10)} (${results.machine.cpus} CPUs, Node ${results.machine.node}; the whole run took ${results.benchMinutes} min).
Budgets are checked by \`npm run bench:check\`. Timings depend on the machine: compare runs on the same one.

## Build (synthetic sheets, every Open Graph image included)

${table(
  ['ideas', 'cold build', 'warm rebuild', 'per idea page', 'per image', 'images rendered (cold)', 'peak memory'],
  results.builds.map((b) => [b.ideas, `${s(b.cold.ms)} s`, `${s(b.warm.ms)} s`, `${b.msPerPage} ms`, `${b.msPerImage} ms`, b.cold.imagesRendered, `${(Math.max(b.cold.peakRssMb, b.warm.peakRssMb) / 1024).toFixed(2)} GB`]),
)}

Growth from the smallest to the largest size, per idea: ${results.growthRatio ?? 'n/a'} (1.0 is linear).
"Per image" is (cold - warm) / images rendered; "per idea page" is the warm build (images from the cache) / ideas.

## Weekday update (the sheet gains ${results.builds[0]?.weekday?.rows ?? 20} rows dated that day)

${table(
  ['ideas', 'weekday build', 'peak memory', 'files new to the deploy', 'MB new to the deploy', 'search data fetched again', 'new files by folder'],
  results.builds.flatMap((b) =>
    [b.weekday, b.monday].flatMap((u, index) =>
      u
        ? [[`${b.ideas}${index === 1 ? ', the Monday after' : ''}`, `${s(u.ms)} s`, `${(u.peakRssMb / 1024).toFixed(2)} GB`, `${u.newFiles} of ${u.files} (${((100 * u.newFiles) / u.files).toFixed(1)}%)`, `${u.newMb} of ${u.mb}`, u.searchData ? `${(u.searchData.refetchedShare * 100).toFixed(1)}% of ${u.searchData.cachedMb} MB` : 'n/a', u.newByFolder.slice(0, 6).map(({ folder, files }) => `${folder} ${files}`).join(', ')]]
        : [],
    ),
  ),
)}

The weekday build keeps the cold build's caches (Astro's incremental build in \`node_modules/.astro\`, the Open
Graph images): it renders the new ideas' pages and whatever lists the whole catalogue, and copies the rest. The
Monday build after it, on the same sheet, is the first of a week: discover's stable segment takes in the week before. A file
is new to the deploy when no file of the previous build has its content (SHA1, as Netlify counts uploads). "Search
data fetched again" is the share of discover's index files of the previous build (all of them, as a visitor who had
cached everything) whose address the new build no longer has: those a returning visitor's browser downloads anew.

## At ${results.scale?.ideas ?? '100,000'} ideas (\`npm run bench:scale\`)

${results.scale ? formatScale(results.scale) : 'Not measured yet.'}

## Page weight (${results.builds.at(-1)?.ideas ?? ''}-idea build, KB raw / gzip; fonts and images as sent)

${table(
  ['page', 'HTML', 'CSS', 'JS', 'fonts', 'images', 'data', 'JS before first interaction (gzip)', 'render-blocking scripts', 'islands hydrated on load'],
  results.pages.map((p) => [p.path.length > 40 ? `${p.path.slice(0, 37)}...` : p.path, `${kb(p.html.raw)} / ${kb(p.html.gzip)}`, `${kb(p.css.raw)} / ${kb(p.css.gzip)}`, `${kb(p.js.raw)} / ${kb(p.js.gzip)}`, kb(p.fonts.raw), kb(p.images.raw), `${kb(p.data.raw)} / ${kb(p.data.gzip)}`, kb(p.jsBeforeInteractionGzip), p.criticalPathScripts, p.loadIslands]),
)}

## Lighthouse (mobile, default throttling, headless Chromium; median of ${results.lighthouse[0]?.runs ?? 0} runs)

${table(
  ['page', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP', 'TBT', 'CLS'],
  results.lighthouse.map((l) => [l.path.length > 40 ? `${l.path.slice(0, 37)}...` : l.path, l.performance, l.accessibility, l.bestPractices, l.seo, `${l.lcpMs} ms`, `${l.tbtMs} ms`, l.cls]),
)}

## Discover

${table(
  ['ideas', 'before first keystroke (gzip)', 'core index', 'card chunk', 'search files (all)', 'keystroke p50 / p95 (Chromium)', 'search+filter p50 / p95 (Node)'],
  results.discover.map((d) => [d.ideas, `${kb(d.chromium.beforeFirstKeystroke.total)} KB`, `${kb(d.index.core)} KB`, `${kb(d.index.cardChunkAvg)} KB`, `${d.index.searchFiles} files, ${kb(d.index.search)} KB`, `${d.chromium.latency.p50} / ${d.chromium.latency.p95} ms`, `${d.node.p50} / ${d.node.p95} ms`]),
)}

A first search on a phone (Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU slowdown), on a page that has
settled: from the input event to the status naming the right count with the best match's card shown, 300 ms
debounce included, and the gzip bytes fetched meanwhile (search files and the cards shown). The local server has
served those files once before, as Netlify's CDN has them (the emulator's first answers queue on one thread):

${table(
  ['ideas', ...(results.discover[0]?.firstSearch.queries.map((q) => `“${q.query}”`) ?? [])],
  results.discover.map((d) => [d.ideas, ...d.firstSearch.queries.map((q) => `${q.ms} ms, ${kb(q.bytes)} KB (${q.matches} matches)`)]),
)}

A search link opened cold on the same phone (an empty cache, \`/discover?q=…\`): from the navigation's start to
the first frame showing the right count and the best match's card, its files and page served once before as above (budget ${BUDGETS.discover10k.searchLinkMs} ms at 10,000 ideas):

${table(
  ['ideas', ...(results.discover[0]?.coldSearchLink?.queries.map((q) => `“${q.query}”`) ?? [])],
  results.discover.map((d) => [d.ideas, ...(d.coldSearchLink?.queries.map((q) => `${q.ms} ms`) ?? ['not measured'])]),
)}

Keystroke latency is User Timing from computing the results to their first screen (six cards, more than
any screen up to 2560 × 1440 shows) committed to the DOM; the other cards follow in a transition. Samples
are the keystrokes of five queries at 1280 px (each query's search files load as it is typed); the 300 ms
search debounce is deliberate and not counted.

### Search quality

${searchQuality(results.searchQuality)}

## Related ideas

${results.related ? `Computed once per build (src/ideas/related.build.ts) for ${results.related.ideas} ideas: ${s(results.related.ms)} s, ${results.related.heapMb} MB of heap kept; ${results.related.averageRelated} related ideas per idea, ${(results.related.withSharedShare * 100).toFixed(0)}% of them naming shared terms. Measured alone by \`npm run bench:related\`.` : 'Not measured in this run.'}

${results.recommendations ? formatRecommendations(results.recommendations) : '## For you (recommendations)\n\nNot measured in this run.\n'}
## MCP server

${results.mcp ? formatMcp(results.mcp) : 'Not measured in this run.'}

## Budgets

${checks.map((check) => `- ${check.ok ? 'PASS' : 'MISS'}: ${check.label} (measured ${check.measured})`).join('\n')}
`;
}

export function formatScale(scale: ScaleResult): string {
  const gb = (mb: number) => (mb / 1024).toFixed(1);
  const w = scale.weekday;
  return table(
    ['build', 'time', 'peak memory', 'largest folder', 'new to the deploy'],
    [
      [`cold${scale.images ? '' : ' (no Open Graph images)'}`, `${(scale.cold.ms / 60000).toFixed(1)} min`, `${gb(scale.cold.peakRssMb)} GB`, '', ''],
      [`weekday (+${w.rows} rows)`, `${(w.ms / 60000).toFixed(1)} min`, `${gb(w.peakRssMb)} GB`, `${scale.largestFolder.path}: ${scale.largestFolder.entries} entries`, `${w.newFiles} of ${w.files} files, ${w.newMb} of ${w.mb} MB`],
      ...(scale.monday ? [['the Monday after (discover\'s settled segment takes in the newer ideas)', `${(scale.monday.ms / 60000).toFixed(1)} min`, `${gb(scale.monday.peakRssMb)} GB`, '', `${scale.monday.newFiles} files, ${scale.monday.newMb} MB`]] : []),
    ],
  ) + (scale.discover ? `

Discover's data at this size, read in Node (the files a browser fetches): the core's columns fetched before the first keystroke, ${scale.discover.coreKb} KB gzip${scale.discover.columnsKb ? ` (the others come when a filter, sort or like list reads them: ${Object.entries(scale.discover.columnsKb).map(([group, size]) => `${group} ${size} KB`).join(', ')})` : ''}; a first search's files and the cards of its first page:

${table(
    ['query', 'matches', 'search files', 'search KB (gzip)', 'cards KB (gzip)'],
    scale.discover.queries.map((q) => [`“${q.query}”`, q.matches, q.searchFiles, q.searchKb, q.cardsKb]),
  )}${scale.discover.browser ? `

In Chromium: /discover fetches ${kb(scale.discover.browser.beforeFirstKeystroke.total)} KB gzip before the first keystroke (HTML ${kb(scale.discover.browser.beforeFirstKeystroke.html)}, CSS ${kb(scale.discover.browser.beforeFirstKeystroke.css)}, JS ${kb(scale.discover.browser.beforeFirstKeystroke.js)}, index ${kb(scale.discover.browser.beforeFirstKeystroke.index)}); a first search on a phone (slow 4G, 4x CPU), worst of ${scale.discover.browser.firstSearch.queries.length} queries: ${scale.discover.browser.firstSearch.worstMs} ms and ${kb(scale.discover.browser.firstSearch.worstBytes)} KB (${scale.discover.browser.firstSearch.queries.map((q) => `“${q.query}” ${q.ms} ms`).join(', ')}).` : ''}` : '');
}

export function formatMcp(mcp: McpResult): string {
  return `The function at /mcp (netlify/functions/mcp.ts), bundled by esbuild as Netlify bundles it, with the files the build writes for ${mcp.ideas} ideas: a ${mcp.catalogueMb} MB catalogue bundled with it and read whole by a cold instance (the zip about ${mcp.bundleZipMb} MB), and ${mcp.recordFilesMb} MB of idea records, one file each, read from the deploy with discover's word files as answers need them (served here from memory over local HTTP). Each of ${mcp.runs} runs is a fresh Node process (a cold instance), timed from its own start.

| first answer (initialize), cold | first search_ideas, cold | warm search_ideas p50 / p95 | worst hostile request, CPU | peak memory |
| --- | --- | --- | --- | --- |
| ${mcp.coldFirstAnswerMs} ms | ${mcp.coldFirstSearchMs} ms | ${mcp.warmSearch.p50} / ${mcp.warmSearch.p95} ms (${mcp.warmSearch.queries} queries a run) | ${mcp.hostileWorstCpuMs === undefined ? 'not measured' : `${mcp.hostileWorstCpuMs} ms`} | ${mcp.peakRssMb} MB |

${mcp.personal ? `The personal tools, for a person with 5 saved ideas, through the local Supabase stand-in (each call checks the token with its Auth, then uses its PostgREST; a hosted project adds the network's round trips): a cold instance's first call ${mcp.personal.coldFirstCallMs} ms, its first for_you ${mcp.personal.coldFirstForYouMs} ms (the recommendation vectors read and decoded), warm calls p50 / p95 ${mcp.personal.p50} / ${mcp.personal.p95} ms (${mcp.personal.calls} calls a run: list_saved_ideas, read_note, for_you, saved_searches, save_idea, set_tags).

` : ''}The hostile set (scripts/bench-mcp-instance.ts): the longest queries of made-up words, plain and quoted, a page of 50 partial matches, and a batch of 100 searches in one request (refused).

Budgets (scripts/budgets.ts, \`mcp10k\`): a cold first answer <= ${BUDGETS.mcp10k.coldFirstAnswerMs} ms, a warm search_ideas p95 <= ${BUDGETS.mcp10k.warmSearchP95Ms} ms, the worst hostile request <= ${BUDGETS.mcp10k.hostileRequestCpuMs} ms of CPU, peak memory <= ${BUDGETS.mcp10k.peakMemoryMb} MB; the personal tools' first call and first for_you <= ${BUDGETS.mcp10k.personalColdMs} ms, their warm p95 <= ${BUDGETS.mcp10k.personalWarmP95Ms} ms. Measured alone by \`node scripts/bench-mcp.ts --write\`.`;
}

function searchQuality(quality: BenchResults['searchQuality']): string {
  if (!quality) return 'Not measured in this run.';
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  return `Best match on the ${quality.ideas}-idea synthetic sheet, over ${quality.queries} queries generated from its ideas (scripts/bench-search-quality.ts;
\`npm test\` holds the hand-judged set on the sample sheet to hits@3 >= 95%). hits@3: a relevant idea among the
first three; MRR: 1 / rank of the first relevant idea, 0 past the first ${quality.mrrDepth}.${quality.indexBuildMs === undefined ? '' : ` Building the discover index for these ideas takes ${s(quality.indexBuildMs)} s.`}

${table(
  ['queries', 'count', 'hits@3', 'MRR'],
  [...quality.kinds.map((k) => [k.kind, k.queries, percent(k.hitsAt3), k.mrr.toFixed(3)]), ['all', quality.queries, percent(quality.hitsAt3), quality.mrr.toFixed(3)]],
)}`;
}

/** Heading of the hand-written end of docs/performance.md: profiling notes behind choices in the code. */
export const NOTES_HEADING = '## Profiling notes';

/** The new report, then the previous file's profiling notes: a bench run rewrites the numbers only. */
export function withNotes(report: string, previous: string): string {
  const at = previous.indexOf(`\n${NOTES_HEADING}\n`);
  return at === -1 ? report : `${report}${previous.slice(at)}`;
}
