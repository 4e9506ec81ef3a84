// Runs one of the server's compiled command-line entries (`dist/<name>.js`, see
// server-build.mjs), building the server first when its build is stale:
//   node scripts/run-server-entry.mjs admin-create --email … --password …
// It runs in the directory npm was started from, so DATA_DIR's default `./data` is the same
// embedded database `npm start` uses.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverDistDir } from './server-build.mjs';

const [entry] = process.argv.splice(2, 1);
const entries = ['admin-create', 'admin-role', 'db-migrate', 'db-seed'];
if (!entry || !entries.includes(entry)) {
  console.error(`Usage: node scripts/run-server-entry.mjs <${entries.join('|')}> [options]`);
  process.exit(2);
}
await ensureServerBuild();
await import(pathToFileURL(path.join(serverDistDir, `${entry}.js`)).href);
