/**
 * `npm run bench:check`: compares bench/results.json (written by `npm run bench`) with the budgets and
 * exits non-zero on a miss. Not part of `npm test`: timings on shared machines are noisy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { BUDGETS } from './budgets.ts';
import type { BenchResults } from './bench-results.ts';

export interface Check {
  label: string;
  measured: string;
  ok: boolean;
}

/** What netlify.toml gives a deploy's build: the NODE_OPTIONS of its [build.environment]. */
export interface DeployBuild {
  nodeOptions: string;
}

export function checkBudgets(results: BenchResults, deploy: DeployBuild): Check[] {
  const checks: Check[] = [];
  const add = (label: string, measured: number | string, ok: boolean) => checks.push({ label, measured: String(measured), ok });
  const l = BUDGETS.lighthouse;
  for (const page of results.lighthouse) {
    add(`${page.path}: Lighthouse Performance >= ${l.performance}`, page.performance, page.performance >= l.performance);
    add(`${page.path}: Accessibility ${l.accessibility}, Best Practices ${l.bestPractices}, SEO ${l.seo}`, `${page.accessibility}/${page.bestPractices}/${page.seo}`, page.accessibility >= l.accessibility && page.bestPractices >= l.bestPractices && page.seo >= l.seo);
    add(`${page.path}: LCP <= ${l.lcpMs} ms, TBT <= ${l.tbtMs} ms, CLS <= ${l.cls}`, `${page.lcpMs} ms, ${page.tbtMs} ms, ${page.cls}`, page.lcpMs <= l.lcpMs && page.tbtMs <= l.tbtMs && page.cls <= l.cls);
  }
  const idea = results.pages.find((page) => page.path.startsWith('/idea/'));
  if (idea) {
    const htmlCss = (idea.html.gzip + idea.css.gzip) / 1024;
    add(`idea page: HTML + CSS <= ${BUDGETS.ideaPage.htmlCssGzipKb} KB gzip`, `${htmlCss.toFixed(1)} KB`, htmlCss <= BUDGETS.ideaPage.htmlCssGzipKb);
    add(`idea page: total JS <= ${BUDGETS.ideaPage.totalJsGzipKb} KB gzip`, `${(idea.js.gzip / 1024).toFixed(1)} KB`, idea.js.gzip / 1024 <= BUDGETS.ideaPage.totalJsGzipKb);
    add('idea page: no JavaScript on the critical path (no render-blocking scripts, no islands hydrated on load)', `${idea.criticalPathScripts} blocking, ${idea.loadIslands} on load`, idea.criticalPathScripts === 0 && idea.loadIslands === 0);
  }
  const guestBudget = BUDGETS.guestJsBeforeInteractionKb;
  const contentPages = [
    ['home', (path: string) => path === '/'],
    ['about', (path: string) => path === '/about'],
    ['idea page', (path: string) => path.startsWith('/idea/')],
    ['legal page', (path: string) => path === '/privacy-policy' || path === '/terms-of-service'],
  ] as const;
  for (const [name, matches] of contentPages) {
    const page = results.pages.find((candidate) => matches(candidate.path));
    const kb = page ? page.jsBeforeInteractionGzip / 1024 : Number.NaN;
    add(`${name}: a guest's JS before the first interaction <= ${guestBudget} KB gzip`, page ? `${kb.toFixed(1)} KB` : 'not measured', kb <= guestBudget);
  }
  const build = results.builds.find((b) => b.ideas >= 9000);
  if (build) {
    const b = BUDGETS.build10k;
    // A cold build that took its images from a cache (bench --reuse) measured no image: it cannot hold this budget.
    const rendered = build.cold.imagesRendered > 0;
    add(
      `${build.ideas} ideas: cold build with every image <= ${b.coldMinutes} min`,
      `${(build.cold.ms / 60000).toFixed(1)} min${rendered ? '' : ', every image from the cache'}`,
      rendered && build.cold.ms <= b.coldMinutes * 60000,
    );
    add(`${build.ideas} ideas: warm rebuild <= ${b.warmMinutes} min`, `${(build.warm.ms / 60000).toFixed(1)} min`, build.warm.ms <= b.warmMinutes * 60000);
    const peakGb = Math.max(build.cold.peakRssMb, build.warm.peakRssMb) / 1024;
    add(`${build.ideas} ideas: peak memory <= ${b.peakMemoryGb} GB`, `${peakGb.toFixed(2)} GB`, peakGb <= b.peakMemoryGb);
  } else add('a 10,000-idea build was measured', 'none', false);
  const updates = [['weekday', build?.weekday], ['Monday', build?.monday]] as const;
  for (const [day, update] of updates) {
    if (!build || !update) {
      add(`a ${day} build was measured at 10,000 ideas`, 'none', false);
      continue;
    }
    const w = BUDGETS.weekday10k;
    const what = update.rows > 0 ? `${build.ideas} ideas + ${update.rows} rows` : `${build.ideas} ideas, the ${day} after`;
    const share = update.newFiles / update.files;
    add(`${what}: <= ${w.newFilesShare * 100}% of the files new to the deploy`, `${update.newFiles} of ${update.files} (${(share * 100).toFixed(1)}%)`, share <= w.newFilesShare);
    add(`${what}: <= ${w.newMb} MB new to the deploy`, `${update.newMb} MB`, update.newMb <= w.newMb);
    const refetched = update.searchData?.refetchedShare;
    add(
      `${what}: a returning visitor fetches again <= ${w.searchRefetchShare * 100}% of the search data cached`,
      refetched === undefined ? 'not measured' : `${(refetched * 100).toFixed(1)}% of ${update.searchData!.cachedMb} MB`,
      refetched !== undefined && refetched <= w.searchRefetchShare,
    );
  }
  const scale = results.scale;
  if (scale && scale.ideas >= 100_000) {
    const s = BUDGETS.scale100k;
    const gb = (mb: number) => `${(mb / 1024).toFixed(1)} GB`;
    add(`${scale.ideas} ideas: cold build <= ${s.coldMinutes} min${scale.images ? '' : ' (measured without Open Graph images)'}`, `${(scale.cold.ms / 60000).toFixed(1)} min`, scale.images === true && scale.cold.ms <= s.coldMinutes * 60000);
    add(`${scale.ideas} ideas + ${scale.weekday.rows} rows: weekday build <= ${s.weekdayMinutes} min`, `${(scale.weekday.ms / 60000).toFixed(1)} min`, scale.weekday.ms <= s.weekdayMinutes * 60000);
    // Netlify's default build limit holds for every build: the bench's Monday is a merge Monday, when discover's settled
    // segment and its ideas' like lists are worked out again.
    const monday = scale.monday;
    add(`${scale.ideas} ideas: the Monday build <= ${s.mondayMinutes} min`, monday ? `${(monday.ms / 60000).toFixed(1)} min` : 'not measured', monday !== undefined && monday.ms <= s.mondayMinutes * 60000);
    const peaks = [['cold', scale.cold.peakRssMb], ['weekday', scale.weekday.peakRssMb], ...(monday ? [['Monday', monday.peakRssMb] as const] : [])] as const;
    add(`${scale.ideas} ideas: peak memory <= ${s.peakMemoryGb} GB`, peaks.map(([build, mb]) => `${build} ${gb(mb)}`).join(', '), Math.max(...peaks.map(([, mb]) => mb)) <= s.peakMemoryGb * 1024);
    add(`${scale.ideas} ideas: every folder <= ${s.folderEntries} entries`, `${scale.largestFolder.entries} (${scale.largestFolder.path})`, scale.largestFolder.entries <= s.folderEntries);
    const browser = scale.discover?.browser;
    const before = browser && browser.beforeFirstKeystroke.total / 1024;
    add(`discover at ${scale.ideas} ideas: <= ${s.beforeFirstKeystrokeKb} KB gzip before the first keystroke`, before === undefined ? 'not measured' : `${before.toFixed(1)} KB`, before !== undefined && before <= s.beforeFirstKeystrokeKb);
    const first = browser?.firstSearch;
    add(`discover at ${scale.ideas} ideas, slow 4G: first search results <= ${s.firstResultsMs} ms (worst query)`, first ? `${first.worstMs} ms` : 'not measured', first !== undefined && first.worstMs <= s.firstResultsMs);
    add(`discover at ${scale.ideas} ideas: a first search downloads <= ${s.firstResultsKb} KB gzip (worst query)`, first ? `${(first.worstBytes / 1024).toFixed(1)} KB` : 'not measured', first !== undefined && first.worstBytes / 1024 <= s.firstResultsKb);
    // A build that fits only in a larger heap than a deploy's build gets would fail on Netlify.
    add(`${scale.ideas} ideas: built with netlify.toml's NODE_OPTIONS (${deploy.nodeOptions})`, scale.nodeOptions ?? 'a 16 GB heap', scale.nodeOptions === deploy.nodeOptions);
  } else add('the catalogue was measured at 100,000 ideas (npm run bench:scale)', 'none', false);
  const related = results.related;
  if (related && related.ideas >= 9000) {
    const seconds = related.ms / 1000;
    add(`related ideas at ${related.ideas} ideas: computed in <= ${BUDGETS.related10k.seconds} s`, `${seconds.toFixed(1)} s`, seconds <= BUDGETS.related10k.seconds);
  } else add('related ideas were measured at 10,000 ideas', 'none', false);
  const mcp = results.mcp;
  if (mcp && mcp.ideas >= 9000) {
    const m = BUDGETS.mcp10k;
    add(`MCP at ${mcp.ideas} ideas: a cold instance's first answer <= ${m.coldFirstAnswerMs} ms`, `${mcp.coldFirstAnswerMs} ms`, mcp.coldFirstAnswerMs <= m.coldFirstAnswerMs);
    add(`MCP at ${mcp.ideas} ideas: warm search_ideas p95 <= ${m.warmSearchP95Ms} ms`, `${mcp.warmSearch.p95} ms`, mcp.warmSearch.p95 <= m.warmSearchP95Ms);
    add(`MCP at ${mcp.ideas} ideas: peak memory <= ${m.peakMemoryMb} MB`, `${mcp.peakRssMb} MB`, mcp.peakRssMb <= m.peakMemoryMb);
    if (mcp.personal) {
      const cold = Math.max(mcp.personal.coldFirstCallMs, mcp.personal.coldFirstForYouMs);
      add(`MCP at ${mcp.ideas} ideas: a cold instance's first personal call and first for_you <= ${m.personalColdMs} ms`, `${cold} ms`, cold <= m.personalColdMs);
      add(`MCP at ${mcp.ideas} ideas: warm personal calls p95 <= ${m.personalWarmP95Ms} ms`, `${mcp.personal.p95} ms`, mcp.personal.p95 <= m.personalWarmP95Ms);
    }
    if (mcp.hostileWorstCpuMs !== undefined) {
      add(`MCP at ${mcp.ideas} ideas: the worst request of a hostile set <= ${m.hostileRequestCpuMs} ms of CPU`, `${mcp.hostileWorstCpuMs} ms`, mcp.hostileWorstCpuMs <= m.hostileRequestCpuMs);
    }
  } else add('the MCP server was measured at 10,000 ideas', 'none', false);
  const discover = results.discover.find((d) => d.ideas >= 9000);
  if (discover) {
    const d = BUDGETS.discover10k;
    const before = discover.chromium.beforeFirstKeystroke.total / 1024;
    add(`discover at ${discover.ideas} ideas: <= ${d.beforeFirstKeystrokeKb} KB gzip before the first keystroke`, `${before.toFixed(1)} KB`, before <= d.beforeFirstKeystrokeKb);
    add(`discover at ${discover.ideas} ideas: keystroke-to-results p95 <= ${d.keystrokeP95Ms} ms`, `${discover.chromium.latency.p95} ms`, discover.chromium.latency.p95 <= d.keystrokeP95Ms);
    const first = discover.firstSearch;
    add(`discover at ${discover.ideas} ideas, slow 4G: first search results <= ${d.firstResultsMs} ms (worst of ${first.queries.length} queries)`, `${first.worstMs} ms`, first.worstMs <= d.firstResultsMs);
    add(`discover at ${discover.ideas} ideas: a first search downloads <= ${d.firstResultsKb} KB gzip (worst query)`, `${(first.worstBytes / 1024).toFixed(1)} KB`, first.worstBytes / 1024 <= d.firstResultsKb);
    const link = discover.coldSearchLink;
    add(`discover at ${discover.ideas} ideas, slow 4G: a cold search link's first right card <= ${d.searchLinkMs} ms (worst of ${link?.queries.length ?? 0} queries)`, link ? `${link.worstMs} ms` : 'not measured', link !== undefined && link.worstMs <= d.searchLinkMs);
  }
  const recommendations = results.recommendations;
  if (recommendations && recommendations.ideas >= 9000) {
    const f = BUDGETS.forYou10k;
    const q = recommendations.quality;
    const baseline = Math.max(q.newestFirst.hitRateAt10, q.sameCategoryByComposite.hitRateAt10);
    add('For you beats both baselines on hit rate@10', `${q.forYou.hitRateAt10} against ${baseline}`, q.forYou.hitRateAt10 > baseline);
    const j = recommendations.judged;
    if (j) {
      const judgedBaseline = Math.max(j.newestFirst, j.sameCategoryByComposite);
      add('For you beats both baselines on precision@10 over the judged founders', `${j.forYou} against ${judgedBaseline}`, j.forYou > judgedBaseline);
    }
    const kb = recommendations.file.gzipBytes / 1024;
    add(`For you at ${recommendations.ideas} ideas: vectors <= ${f.vectorsGzipKb} KB gzip`, `${kb.toFixed(1)} KB`, kb <= f.vectorsGzipKb);
    const chromium = recommendations.chromium;
    add(`For you in Chromium, 4x CPU, 500 saved ideas: <= ${f.chromiumMs} ms once its data arrives`, chromium ? `${chromium.totalMs} ms` : 'not measured', chromium !== undefined && chromium.totalMs <= f.chromiumMs);
  } else add('For you was measured at 10,000 ideas', 'none', false);
  return checks;
}

if (import.meta.main) {
  if (!existsSync('bench/results.json')) {
    console.error('No bench/results.json yet: run `npm run bench` first.');
    process.exit(2);
  }
  const { DEPLOY_BUILD } = await import('./run-measured-build.ts');
  const checks = checkBudgets(JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults, DEPLOY_BUILD);
  for (const check of checks) console.log(`${check.ok ? 'PASS' : 'MISS'}  ${check.label}  (measured ${check.measured})`);
  const missed = checks.filter((check) => !check.ok).length;
  console.log(missed === 0 ? `\nAll ${checks.length} budgets hold.` : `\n${missed} of ${checks.length} budgets missed.`);
  process.exit(missed === 0 ? 0 : 1);
}
