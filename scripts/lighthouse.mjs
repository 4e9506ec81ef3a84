// `npm run lighthouse`: Lighthouse (mobile emulation, its default) on the home page and a
// static page of the production server, driving Debian's Chromium. Prints the four category
// scores, writes bench/lighthouse.json and the table in bench/README.md (between markers).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  { name: 'home', path: '/' },
  { name: 'static page', path: '/terms' },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const budgets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-lighthouse-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      // Throwaway secrets of this measurement's own server (production insists on them).
      APP_SECRET: 'lighthouse-secret-lighthouse-secret-0123',
      PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
      // The built-in test gateway: the pages measured take no payment.
      PAYMENT_PROVIDER: 'test',
      IP_LOOKUP_URL: 'off',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
    },
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 240 s');
}

function writeReadme(rows, measuredAt) {
  const file = path.join(root, 'bench/README.md');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const header = `| page | ${categories.join(' | ')} |\n| --- | ${categories.map(() => '---:').join(' | ')} |`;
  const lines = rows.map(
    (row) =>
      `| ${row.page} (\`${row.path}\`) | ${categories.map((c) => row.scores[c]).join(' | ')} |`,
  );
  const budgetLine = `| budget | ${categories.map((c) => `≥ ${budgets[c]}`).join(' | ')} |`;
  const block = `${start}\n\nMeasured ${measuredAt} by \`npm run lighthouse\` (mobile emulation, Lighthouse ${rows[0]?.version ?? ''}).\n\n${header}\n${lines.join('\n')}\n${budgetLine}\n\n${end}`;
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n## Lighthouse\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

const port = await freePort();
console.log(`Starting the production server on http://127.0.0.1:${port} ...`);
const { child, dataDir } = await startServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const page of pages) {
    const url = `http://localhost:${port}${page.path}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    const lhr = result.lhr;
    const scores = Object.fromEntries(
      categories.map((category) => [
        category,
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ]),
    );
    rows.push({ page: page.name, path: page.path, version: lhr.lighthouseVersion, scores });
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]
      .map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    // What each category lost points on (weighted audits that did not pass).
    const failing = categories.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map(
          (ref) =>
            `${category}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`,
        ),
    );
    console.log(`${page.name} ${page.path}: ${JSON.stringify(scores)}\n  ${metrics}`);
    for (const line of failing) console.log(`  - ${line}`);
  }
} finally {
  chrome.kill();
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const measuredAt = new Date().toISOString().slice(0, 10);
fs.writeFileSync(
  path.join(root, 'bench/lighthouse.json'),
  `${JSON.stringify({ measuredAt, budgets, pages: rows }, null, 2)}\n`,
);
writeReadme(rows, measuredAt);
const missed = rows.flatMap((row) =>
  categories
    .filter((c) => row.scores[c] < budgets[c])
    .map((c) => `${row.page} ${c} ${row.scores[c]} < ${budgets[c]}`),
);
console.log(missed.length ? `Budgets missed: ${missed.join('; ')}` : 'Every budget holds.');
