// `npm start`: builds the web app and the server when a build is missing or older than its
// sources, then runs the compiled server in this same process (one process serves the SPA and
// the API). `tsx` is for development only (`npm run dev`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild, serverDistDir } from './server-build.mjs';
import { isWebBuildStale, webDistDir } from './web-build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.SKIP_WEB_BUILD !== 'true' && isWebBuildStale()) {
  console.warn('Building the web app (its build is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@parlor/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.WEB_DIST_DIR ??= webDistDir;
await ensureServerBuild();
await import(pathToFileURL(path.join(serverDistDir, 'main.js')).href);
