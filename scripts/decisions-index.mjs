// Writes docs/decisions/README.md, the index of the decision records, from the records
// themselves (number from the file name, title from the first heading, area from the
// `Area:` line, status from the Status section), so the index cannot drift from them.
// `node scripts/decisions-index.mjs --check` fails instead of writing when it is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const decisionsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'decisions',
);
export const indexPath = join(decisionsDir, 'README.md');

const intro = `# Decisions

One record per decision: a question the specs left open, or one where the project chose
deliberately between readings. Each record is \`NNN-short-title.md\` with the sections
Context, Decision, Consequences and Status (\`Accepted.\`, or \`Superseded by NNN.\` when a
later record replaced it; the older record stays as history).

Numbers:

- 001–399: the decisions recorded up to December 2026, in the order they were taken within
  each area (areas in the order the project grew).
- 400–539: reserved for the records written alongside issues 41–42 (each helper has its block).
- 540 on: new records; take the next free number.

A new record needs \`# NNN. Title\`, an \`Area:\` line and a Status section. This index is
generated from the records: run \`npm run docs:index\` after adding or changing one
(\`npm run docs:index -- --check\` fails when the index is stale). Figures measured for
performance decisions are in [bench/MEASUREMENTS.md](../../bench/MEASUREMENTS.md).
`;

/** The first non-empty line after `## Status`, or a `Status:` line. */
function statusOf(text) {
  const inline = text.match(/^#{0,3}[ \t]*\**Status(?::\**|\**[ \t]*:)[ \t]*\**[ \t]*(\S.*)$/im);
  const section = text.match(/^#{1,3}[ \t]*Status[ \t]*\n+[ \t]*(\S.*)$/im);
  const raw = (inline?.[1] ?? section?.[1] ?? 'unknown').trim();
  const superseded = raw.match(/superseded by (.+)/i);
  if (superseded) {
    const numbers = [
      ...new Set(
        [...superseded[1].matchAll(/\[(\d{3})\]|\b(\d{3})\b(?!-)/g)].map(
          (match) => match[1] ?? match[2],
        ),
      ),
    ];
    return `superseded by ${numbers.join(', ')}`;
  }
  return raw.replace(/[.*_]/g, '').toLowerCase();
}

export function recordOf(fileName) {
  const text = readFileSync(join(decisionsDir, fileName), 'utf8');
  const number = fileName.slice(0, 3);
  const heading = text.match(/^#\s+(.+)$/m)?.[1] ?? fileName;
  const title = heading.replace(/^\d{3}\s*[.:–—-]?\s*/, '').trim();
  const area = text.match(/^\**Area:?\**:?\s*(.+)$/im)?.[1].trim() ?? '—';
  return { number, fileName, title, area, status: statusOf(text) };
}

const cell = (value) => value.replace(/\|/g, '\\|');

/** Every record's file name, in number order. */
export function recordFiles() {
  return readdirSync(decisionsDir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();
}

export function buildIndex() {
  const records = recordFiles().map(recordOf);
  const rows = records.map(
    (record) =>
      `| [${record.number}](${record.fileName}) | ${cell(record.title)} | ${cell(record.status)} | ${cell(record.area)} |`,
  );
  return [
    intro,
    '| No. | Decision | Status | Area |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function main() {
  const index = buildIndex();
  if (!process.argv.includes('--check')) {
    writeFileSync(indexPath, index);
  } else if (readFileSync(indexPath, 'utf8') !== index) {
    console.error('docs/decisions/README.md is stale: run `npm run docs:index`.');
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
