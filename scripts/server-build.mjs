// The server's production build: esbuild bundles the server's TypeScript (and the contracts
// package it imports as source) into plain JavaScript in apps/server/dist, one file per entry
// point plus shared chunks; every npm dependency stays an import of node_modules. `npm start`
// and the CLIs run that build, building it first when it is missing or older than its sources;
// `tsx` is only the development runner (`npm run dev`, the tests).
// docs/decisions/238-production-runs-compiled-javascript.md.
//
// `node scripts/server-build.mjs` builds it; the functions below are used by start.mjs and
// run-server-entry.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './web-build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const serverDistDir = path.join(serverDir, 'dist');
const builtMarker = path.join(serverDistDir, '.built');

/** Entry points: `dist/<name>.js` each. All sit at the top of dist, so file-relative paths
 * (`new URL('./migrations', import.meta.url)`) resolve the same from every entry and chunk. */
const entryPoints = {
  main: 'src/main.ts',
  'admin-create': 'src/cli/admin-create.ts',
  'admin-role': 'src/cli/admin-role.ts',
  'db-migrate': 'src/db/cli-migrate.ts',
  'db-seed': 'src/db/cli-seed.ts',
};

/** Files the server reads next to its code at run time, copied beside the bundle. */
const runtimeAssets = [
  { from: 'src/db/migrations', to: 'migrations' },
  { from: 'src/modules/accounts/data', to: 'data' },
];

const sources = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'packages/contracts/package.json'),
  fileURLToPath(import.meta.url),
];

export function isServerBuildStale() {
  if (!fs.existsSync(builtMarker)) return true;
  const builtAt = fs.statSync(builtMarker).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

/** npm packages the bundle imports at run time instead of inlining (all but the workspace's). */
function externalPackages() {
  const names = new Set();
  for (const manifest of ['apps/server/package.json', 'packages/contracts/package.json']) {
    const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(root, manifest), 'utf8'));
    for (const name of Object.keys(dependencies)) if (!name.startsWith('@parlor/')) names.add(name);
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

/**
 * Builds into a fresh directory and swaps it in, so a server starting meanwhile from the old
 * build never sees a half-written one.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  const staging = `${serverDistDir}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const startedAt = Date.now();
  await build({
    absWorkingDir: serverDir,
    entryPoints,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    external: externalPackages(),
    chunkNames: 'chunk-[hash]',
    logLevel: 'warning',
  });
  for (const asset of runtimeAssets)
    fs.cpSync(path.join(serverDir, asset.from), path.join(staging, asset.to), { recursive: true });
  fs.writeFileSync(path.join(staging, '.built'), new Date().toISOString());
  const retired = `${serverDistDir}.retired-${process.pid}`;
  if (fs.existsSync(serverDistDir)) fs.renameSync(serverDistDir, retired);
  fs.renameSync(staging, serverDistDir);
  fs.rmSync(retired, { recursive: true, force: true });
  return Date.now() - startedAt;
}

export async function ensureServerBuild() {
  if (process.env.SKIP_SERVER_BUILD === 'true' || !isServerBuildStale()) return;
  console.warn('Building the server (its build is missing or older than its sources)...');
  await buildServer();
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const took = await buildServer();
  console.warn(`Server built into ${path.relative(root, serverDistDir)} in ${took} ms.`);
}
