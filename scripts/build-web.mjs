// apps/web's `npm run build`: runs `vite build` with the given arguments (e.g. `--outDir`),
// then prints every JavaScript chunk's gzipped
// size, the JavaScript a first visit to `/` and to the chat route downloads, fails past the
// budgets, and writes a brotli (.br) and a gzip (.gz) copy of every text asset next to it
// for the server to send precompressed (@fastify/static `preCompressed`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const args = process.argv.slice(2);
const built = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', ...args], {
  cwd: webDir,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const outDirIndex = args.indexOf('--outDir');
const outDirArg =
  outDirIndex >= 0
    ? args[outDirIndex + 1]
    : args.find((arg) => arg.startsWith('--outDir='))?.slice(9);
const dist = path.resolve(webDir, outDirArg ?? 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Gzipped KB a visit downloads (1 KB = 1 024 bytes): the first-visit budgets, which the build
 * enforces (`maxKb`). Past one, load the new code where it is used (a lazy route, modal or
 * menu, a feature's texts.ts) rather than raising it; see
 * docs/decisions/154-web-the-first-visit-s-javascript.md.
 */
const budgets = [
  { name: 'first visit to /', routes: ['src/app/routes/home.tsx'], maxKb: 150 },
  { name: 'chat route', routes: ['src/app/routes/chat-room.tsx'], maxKb: 200 },
];

const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The entry's and the routes' chunks with everything they import statically. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const jsChunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSize(file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('\nJavaScript chunks (gzipped):');
for (const chunk of jsChunks) console.log(`  ${kb(chunk.gzip).padStart(7)} KB  ${chunk.file}`);

let failed = false;
console.log('\nBudgets (JavaScript a visit downloads, gzipped):');
for (const budget of budgets) {
  const files = [...closure([entry, ...budget.routes])].filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const holds = total <= budget.maxKb * 1024;
  failed ||= !holds;
  console.log(
    `  ${budget.name.padEnd(18)} ${kb(total).padStart(7)} KB; budget ≤ ${budget.maxKb} KB ${holds ? 'holds' : 'EXCEEDED'}`,
  );
}

// Precompressed copies of text assets (the server picks .br or .gz by Accept-Encoding).
const compressible = /\.(js|css|html|svg|json|txt|webmanifest|map)$/;
let written = 0;
const walk = (dir) => {
  for (const entryName of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entryName.name);
    if (entryName.isDirectory()) {
      if (entryName.name !== '.vite') walk(full);
    } else if (compressible.test(entryName.name) && !entryName.name.endsWith('.map')) {
      const content = fs.readFileSync(full);
      if (content.length < 1024) continue;
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
      written += 1;
    }
  }
};
walk(dist);
console.log(`\nPrecompressed ${written} assets (.br and .gz).`);

if (failed) {
  console.error(
    '\nA JavaScript budget is exceeded: load the new code where it is used (see README, "Web performance").',
  );
  process.exit(1);
}
