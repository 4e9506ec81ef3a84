// The server Playwright starts: a fresh data directory each run, then `npm start`'s code path.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWebBuildStale, webDistDir } from './web-build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3100';
const dataDir = path.join(root, `e2e/.data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

// A private build of the web app for this run: any other build of apps/web/dist (npm start,
// another e2e run) empties that folder for seconds and would blank this server's pages. When
// apps/web/dist is current, a copy of it serves (building the same again took CI a minute).
// The servers of further Playwright workers (E2E_WEB_DIST_OF_PORT) serve the first one's
// build, made before Playwright starts them.
const buildPort = process.env.E2E_WEB_DIST_OF_PORT;
const webDist = buildPort
  ? path.join(root, `e2e/.data-${buildPort}/web-dist`)
  : path.join(dataDir, 'web-dist');
if (!buildPort && !isWebBuildStale()) {
  // A current build exists (CI's `npm run build` made it): a copy is this run's own.
  fs.cpSync(webDistDir, webDist, { recursive: true });
} else if (!buildPort) {
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@parlor/web', '--', '--outDir', webDist, '--emptyOutDir'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`e2e-server: no web build in ${webDist} (the first server makes it)`);
  process.exit(1);
}
process.env.WEB_DIST_DIR = webDist;
process.env.SKIP_WEB_BUILD = 'true';
process.env.PUBLIC_URL ??= `http://localhost:${port}`;
process.env.LOG_LEVEL ??= 'warn';
process.env.LOG_PRETTY ??= 'false';
// The admin the browser tests sign in as (e2e/support/admin.ts holds the same values).
process.env.ADMIN_EMAIL ??= 'admin@e2e.parlor.local';
process.env.ADMIN_PASSWORD ??= 'E2e-Admin-Pass-1';
// Browser tests create many accounts from one IP: generous sign-in/sign-up limits.
for (const name of ['LOGIN', 'REGISTER', 'RESET', 'RESEND']) {
  process.env[`RATE_LIMIT_${name}_PER_IP`] ??= '10000';
  process.env[`RATE_LIMIT_${name}_PER_ACCOUNT`] ??= '1000';
}
await import('./start.mjs');
