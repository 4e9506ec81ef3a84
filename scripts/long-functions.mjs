// Lists the functions of the product code (apps/*/src, packages/*/src; tests aside) longer
// than the limit, counted from their first line to their last, nested functions included:
// `node scripts/long-functions.mjs [maxLines]`. Exits 1 when one is over, unless it is one of
// the declarative tables listed below.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Functions over the limit may only be this long. */
export const maxFunctionLines = 80;

/**
 * Declarative tables written as a function: their length is data, not steps. These are the
 * route tables, Fastify plugins that register one route after another (its path, guards,
 * schema and a thin handler); each handler is a function of its own and is held to the
 * limit. Each `file#function`.
 */
export const exemptTables = new Set([
  'apps/server/src/adapters/payments/test-gateway/routes.ts#testGatewayRoutes',
  'apps/server/src/modules/accounts/routes.ts#accountsRoutes',
  'apps/server/src/modules/admin/content-resource.ts#registerContentResource',
  'apps/server/src/modules/admin/users-routes.ts#adminUsersRoutes',
  'apps/server/src/modules/chat/membership-routes.ts#membershipRoutes',
  'apps/server/src/modules/chat/messages-routes.ts#messagesRoutes',
  'apps/server/src/modules/chat/topics-routes.ts#topicsRoutes',
  'apps/server/src/modules/content/routes.ts#contentRoutes',
  'apps/server/src/modules/interlocutors/application-routes.ts#applicationRoutes',
  'apps/server/src/modules/interlocutors/matching-routes.ts#matchingRoutes',
  'apps/server/src/modules/money/deposit-routes.ts#depositRoutes',
  'apps/server/src/modules/payouts/admin-routes.ts#adminPayoutRoutes',
  'apps/server/src/modules/payouts/routes.ts#payoutRoutes',
  'apps/server/src/modules/ratings/routes.ts#ratingsRoutes',
]);

const isTestFile = (file) =>
  /\.(test|spec)\.tsx?$/.test(file) || file.split(path.sep).includes('test');

function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(full);
      } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        if (!isTestFile(path.relative(root, full))) files.push(full);
      }
    }
  };
  for (const group of ['apps', 'packages']) {
    for (const name of fs.readdirSync(path.join(root, group))) {
      const src = path.join(root, group, name, 'src');
      if (fs.existsSync(src)) walk(src);
    }
  }
  return files;
}

/** The name a function goes by: its own, or that of what it is assigned to or passed as. */
function nameOf(node, sourceFile) {
  if (node.name) return node.name.getText(sourceFile);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(sourceFile);
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(sourceFile).slice(0, 40);
    return `(callback of ${callee})`;
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '(anonymous)';
}

/** Every function of the product code with its length in lines. */
export function listFunctions() {
  const found = [];
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
        const last = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({
          file: path.relative(root, file),
          name: nameOf(node, sourceFile),
          line: first + 1,
          lines: last - first + 1,
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return found;
}

/** The functions over the limit that are not exempt tables, longest first. */
export function longFunctions(limit = maxFunctionLines) {
  return listFunctions()
    .filter((fn) => fn.lines > limit && !exemptTables.has(`${fn.file}#${fn.name}`))
    .sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const limit = Number(process.argv[2] ?? maxFunctionLines);
  const long = longFunctions(limit);
  for (const fn of long) console.log(`${fn.lines}\t${fn.file}:${fn.line}\t${fn.name}`);
  console.log(`${long.length} functions over ${limit} lines`);
  process.exitCode = long.length > 0 ? 1 : 0;
}
