/**
 * `npm run lighthouse`: Lighthouse (mobile emulation, its default) on the home page and a
 * static page of the production server (on the embedded database, started as the bench
 * starts its server), driving Debian's Chromium. Prints the four category scores with the
 * audits that lost points, and writes bench/lighthouse.json and the table in
 * bench/README.md (between markers). Each page is measured LIGHTHOUSE_RUNS times (default 3)
 * and its median run reported; LIGHTHOUSE_PAGES=/ measures only the pages listed (and writes
 * nothing); LIGHTHOUSE_REPORT_DIR=dir also keeps the full reports; LIGHTHOUSE_CPU_SLOWDOWN=8
 * simulates a phone that much slower than this machine instead of Lighthouse's 4 (a host
 * half as fast as this one, see bench/README.md) and writes nothing either;
 * LIGHTHOUSE_WEB_DIST=dir serves that web build instead of apps/web/dist (nothing written).
 * Every run prints Lighthouse's benchmarkIndex of the host (higher is faster) and the load
 * average beside its scores: the scores follow the host's speed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { freePort, startServer, stopServer } from './server-process';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const pages = [
  { name: 'home', path: '/' },
  { name: 'static page', path: '/terms' },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const budgets: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
};
const metricAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

interface Row {
  page: string;
  path: string;
  version: string;
  scores: Record<Category, number>;
  /** Lighthouse's measure of the host's speed (higher is faster), for the median run. */
  benchmarkIndex: number;
  /** Total blocking time of the median run, ms. */
  totalBlockingTimeMs: number;
}

function writeReadme(rows: Row[], measuredAt: string, runs: number) {
  const file = path.join(benchDir, 'README.md');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const table = [
    `| page | ${categories.join(' | ')} | TBT ms | benchmarkIndex |`,
    `| --- | ${categories.map(() => '---:').join(' | ')} | ---: | ---: |`,
    ...rows.map(
      (row) =>
        `| ${row.page} (\`${row.path}\`) | ${categories.map((c) => row.scores[c]).join(' | ')} | ${row.totalBlockingTimeMs} | ${row.benchmarkIndex} |`,
    ),
    `| budget | ${categories.map((c) => `≥ ${budgets[c]}`).join(' | ')} | | |`,
  ].join('\n');
  const block = `${start}\n\nMeasured ${measuredAt} by \`npm run lighthouse\` (mobile emulation, Lighthouse ${rows[0]?.version ?? ''}, the median of ${runs} runs per page).\n\n${table}\n\n${end}`;
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n## Lighthouse\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

/**
 * Fails early and clearly when Chromium cannot run here, before a server is started: a
 * missing binary otherwise surfaces as chrome-launcher's unhandled spawn error.
 */
function assertChromiumRuns(): void {
  try {
    fs.accessSync(chromiumPath, fs.constants.X_OK);
  } catch {
    console.error(
      `Chromium is not at ${chromiumPath} (or not executable): install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}

/** LIGHTHOUSE_CPU_SLOWDOWN=8: Lighthouse's mobile network with a slower simulated CPU. */
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 0);
if (process.env.LIGHTHOUSE_CPU_SLOWDOWN && !(cpuSlowdown >= 1)) {
  console.error('LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1.');
  process.exit(1);
}
const throttling = cpuSlowdown
  ? { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown }
  : undefined;
const webDist = process.env.LIGHTHOUSE_WEB_DIST;
assertChromiumRuns();
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-lighthouse-'));
console.log(`Starting the production server on http://127.0.0.1:${port} ...`);
const server = await startServer({
  port,
  dataDir,
  databaseUrl: '',
  // The pages are measured as served: the current web build, no Redis.
  // LIGHTHOUSE_WEB_DIST=dir serves another web build (e.g. a copy of the build before a
  // change, to measure before and after in the same minutes) and records nothing.
  env: {
    SKIP_WEB_BUILD: webDist ? 'true' : 'false',
    REDIS_URL: '',
    ...(webDist ? { WEB_DIST_DIR: path.resolve(webDist) } : {}),
  },
});
// Whatever ends this run (an error thrown anywhere, e.g. Chromium failing to launch, or
// Ctrl-C) ends the server too: it is a child process and would outlive us otherwise.
process.once('exit', () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.once('uncaughtException', (error) => {
  console.error(`Lighthouse run failed: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));

let chrome: chromeLauncher.LaunchedChrome;
try {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
} catch (error) {
  await stopServer(server);
  console.error(
    `Chromium (${chromiumPath}) failed to launch: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
/**
 * Lighthouse's scores vary from run to run on the same page (its own guidance: take the
 * median of several runs), so each page is measured LIGHTHOUSE_RUNS times (default 3) and
 * the run with the median performance score is the one reported.
 */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** LIGHTHOUSE_PAGES=/,/terms measures only those paths (default: every page). */
const onlyPaths = process.env.LIGHTHOUSE_PAGES?.split(',');
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** Only a run with Lighthouse's own settings on every page is recorded. */
const isRecorded = !onlyPaths && !throttling && !webDist;

async function audit(pagePath: string): Promise<Report> {
  const result = await lighthouse(`http://localhost:${port}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(throttling ? { throttling } : {}),
  });
  if (!result) throw new Error(`Lighthouse answered nothing for ${pagePath}`);
  return result.lhr;
}

/** The host's speed as Lighthouse measured it before the run (higher is faster). */
const benchmarkIndexOf = (lhr: Report) => Math.round(lhr.environment.benchmarkIndex);
const blockingTimeOf = (lhr: Report) =>
  Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
/** The one-minute load average, printed beside each figure (the machine may be shared). */
const loadAverage = () => os.loadavg()[0]?.toFixed(1) ?? '?';

const scoresOf = (lhr: Report) =>
  Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;

const rows: Row[] = [];
try {
  for (const page of pages.filter((p) => !onlyPaths || onlyPaths.includes(p.path))) {
    const reports: Report[] = [];
    for (let run = 1; run <= runs; run++) {
      const lhr = await audit(page.path);
      reports.push(lhr);
      const metrics = metricAudits
        .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      console.log(
        `${page.name} ${page.path} run ${run}: ${JSON.stringify(scoresOf(lhr))}\n  ${metrics}\n  benchmarkIndex ${benchmarkIndexOf(lhr)}, load average ${loadAverage()}`,
      );
    }
    reports.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const lhr = reports[Math.floor((reports.length - 1) / 2)];
    if (!lhr) continue;
    // LIGHTHOUSE_REPORT_DIR=dir keeps the median run's whole report (long tasks, LCP element, ...).
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-');
      fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
    }
    const scores = scoresOf(lhr);
    const benchmarkIndex = benchmarkIndexOf(lhr);
    const totalBlockingTimeMs = blockingTimeOf(lhr);
    rows.push({
      page: page.name,
      path: page.path,
      version: lhr.lighthouseVersion,
      scores,
      benchmarkIndex,
      totalBlockingTimeMs,
    });
    console.log(
      `${page.name} ${page.path}, median of ${runs}: ${JSON.stringify(scores)}, TBT ${totalBlockingTimeMs} ms, benchmarkIndex ${benchmarkIndex}${cpuSlowdown ? `, CPU slow-down ${cpuSlowdown}×` : ''}`,
    );
    // What each category lost points on (weighted audits that did not pass).
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && (audit?.score ?? 1) < 0.9) {
          console.log(`  - ${category}: ${ref.id} (${audit?.displayValue ?? audit?.score})`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (isRecorded) {
  const measuredAt = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(
    path.join(benchDir, 'lighthouse.json'),
    `${JSON.stringify({ measuredAt, budgets, runs, pages: rows }, null, 2)}\n`,
  );
  writeReadme(rows, measuredAt, runs);
}
const missed = rows.flatMap((row) =>
  categories
    .filter((c) => row.scores[c] < budgets[c])
    .map((c) => `${row.page} ${c} ${row.scores[c]} < ${budgets[c]}`),
);
console.log(missed.length ? `Budgets missed: ${missed.join('; ')}` : 'Every budget holds.');
