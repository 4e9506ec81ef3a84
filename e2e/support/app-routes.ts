import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Who may open a route, read from the loader the router gives it. */
export type RouteAccess = 'anyone' | 'visitor' | 'signed-in' | 'staff';

export interface AppRoute {
  /** The pattern as the router writes it, from the root: `/rooms/:roomId/topics`. */
  pattern: string;
  access: RouteAccess;
}

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

function parse(file: string): ts.SourceFile {
  const text = readFileSync(path.join(webSource, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function propertyOf(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name)
      return property.initializer;
  }
  return undefined;
}

function accessOf(loader: string | undefined, routePath: string): RouteAccess {
  if (routePath.startsWith('admin')) return 'staff';
  if (loader === 'requireAuthLoader') return 'signed-in';
  if (loader === 'guestOnlyLoader') return 'visitor';
  return 'anyone';
}

/**
 * Every route of the web app's router (apps/web/src/app/router.tsx), read from its source
 * so that a page added there is visited by the accessibility suite without editing it:
 * each object literal with a `path` (or `index: true`) under the router's route list.
 */
export function appRoutes(): AppRoute[] {
  const routes: AppRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const routePath = propertyOf(node, 'path');
      const isIndex = propertyOf(node, 'index')?.kind === ts.SyntaxKind.TrueKeyword;
      if ((routePath && ts.isStringLiteral(routePath)) || isIndex) {
        const pattern = routePath && ts.isStringLiteral(routePath) ? routePath.text : '';
        const loader = propertyOf(node, 'loader')?.getText();
        routes.push({ pattern: `/${pattern}`, access: accessOf(loader, pattern) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse('app/router.tsx'));
  return routes;
}

/**
 * The admin console's sections (apps/web/src/features/admin/components/admin-console.tsx):
 * each `<Route path="…">` under `/admin` but the catch-all, which only redirects.
 */
export function consoleRoutes(): AppRoute[] {
  const routes: AppRoute[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText() === 'Route'
    ) {
      for (const attribute of node.attributes.properties) {
        if (
          ts.isJsxAttribute(attribute) &&
          attribute.name.getText() === 'path' &&
          attribute.initializer &&
          ts.isStringLiteral(attribute.initializer) &&
          attribute.initializer.text !== '*'
        ) {
          // A section with pages of its own (`content/*`) opens on its first.
          const section = attribute.initializer.text.replace(/\/\*$/, '');
          routes.push({ pattern: `/admin/${section}`, access: 'staff' });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse('features/admin/components/admin-console.tsx'));
  return routes;
}

/**
 * A route's pattern with its parameters filled in from `samples`; throws for a parameter
 * with no sample, so that a new kind of page asks its author for one.
 */
export function samplePath(pattern: string, samples: Record<string, string>): string {
  if (pattern === '/*') return samples['*'] ?? '/no-such-page';
  return pattern.replace(/:(\w+)|\*$/g, (_match, name: string | undefined) => {
    const key = name ?? '*';
    const sample = samples[key];
    if (sample === undefined) throw new Error(`No sample value for ${key} in ${pattern}`);
    return sample;
  });
}
