// Counts the server's imports between modules (apps/server/src/modules/<name>), tests and
// test helpers under src/test aside: all of them by pair, and those from chat into the
// modules the architecture puts above it (docs/architecture.md). The figures of the
// dependency order's closing notes come from here; ESLint is what enforces the order.
// `node scripts/module-imports.mjs` prints them; `--json` prints them as JSON.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(root, 'apps', 'server', 'src', 'modules');
const aboveChat = ['ai', 'interlocutors', 'safety'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The module (first folder under modules/) a path lies in, or undefined outside them. */
function moduleOf(path) {
  const inside = relative(modulesDir, path);
  if (inside.startsWith('..')) return undefined;
  return inside.split(sep)[0];
}

/** Every relative specifier a file imports or re-exports (static and dynamic). */
function specifiersOf(text) {
  const found = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

const pairs = new Map();
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file);
  for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
    const to = moduleOf(resolve(dirname(file), specifier));
    if (!to || to === from) continue;
    const key = `${from} → ${to}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
}

const total = [...pairs.values()].reduce((sum, count) => sum + count, 0);
const chatUpwards = aboveChat.reduce((sum, to) => sum + (pairs.get(`chat → ${to}`) ?? 0), 0);
const sorted = [...pairs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ total, chatUpwards, pairs: Object.fromEntries(sorted) }, null, 2));
} else {
  console.log(`cross-module imports: ${total}`);
  console.log(`chat → ${aboveChat.join('/')}: ${chatUpwards}`);
  for (const [pair, count] of sorted) console.log(`  ${String(count).padStart(3)}  ${pair}`);
}
