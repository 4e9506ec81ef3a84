// `npm run audit:prod` (and CI): fails on any high or critical advisory in the production
// dependency tree (`npm audit --omit=dev`). `--report file.json` judges a saved
// `npm audit --json` answer instead of asking the registry.
//
// A registry without the advisory service (some mirrors answer 405) cannot be checked: that
// is said loudly and does not fail the build, since it says nothing about our dependencies
// (docs/decisions/230-npm-audit-omit-dev-in-ci.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const reportIndex = process.argv.indexOf('--report');
const text =
  reportIndex >= 0
    ? fs.readFileSync(process.argv[reportIndex + 1], 'utf8')
    : spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' }).stdout;

let report;
try {
  report = JSON.parse(text);
} catch {
  console.error('npm audit answered no JSON:\n' + text.slice(0, 2000));
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? 'no vulnerability counts';
  console.warn(`WARNING: the advisory service could not be asked (${reason}); not checked.`);
  process.exit(0);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) =>
  ['high', 'critical'].includes(entry.severity),
);
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious.length > 0 || (counts.critical ?? 0) + (counts.high ?? 0) > 0) {
  for (const [name, entry] of serious)
    console.error(`  ${entry.severity}: ${name} (${entry.range})`);
  console.error(
    'High or critical advisories in production dependencies: update them (SECURITY.md).',
  );
  process.exit(1);
}
