import fs from 'node:fs';
import path from 'node:path';
import { startupDataElementId, type TStartupData } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import { escapeHtml } from './escape-html';

/** A file read once and again only when it changed (the web app may be rebuilt under us). */
function fileCache<T>(parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return (file: string): T | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    }
    return cached.value;
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const readTemplate = fileCache((text) => text);
const readManifest = fileCache((text) => JSON.parse(text) as Manifest);

/** The route module (Vite manifest key) a client path renders, for those worth preloading. */
function routeModuleOf(
  pathname: string,
  startupData: TStartupData | undefined,
): string | undefined {
  if (pathname === '/') return 'src/app/routes/home.tsx';
  if (startupData?.staticPage) return 'src/app/routes/static-page.tsx';
  return undefined;
}

/** The route's chunk and the chunks it imports, less the entry (already in index.html). */
function routeChunks(manifest: Manifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

/** JSON safe inside a `<script>`: no `</script>` or `<!--` can end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * index.html for one request: the start-up data inlined (the app seeds its query cache
 * with it instead of asking), `<link rel="modulepreload">` for the route's lazy chunks (so
 * they load beside the entry, not after it ran), the page language, and the static
 * start-up screen's `data-i18n` texts in that language, and the answer's CSP nonce on its
 * inline styles. Undefined when there is no build.
 */
export function renderIndexHtml(options: {
  dist: string;
  pathname: string;
  lang: string;
  startupData: TStartupData | undefined;
  /** This answer's Content-Security-Policy nonce, set on every inline `<style>`. */
  styleNonce: string;
}): string | undefined {
  const { dist, pathname, lang, startupData, styleNonce } = options;
  const template = readTemplate(path.join(dist, 'index.html'));
  if (template === undefined) return undefined;
  const manifest = readManifest(path.join(dist, '.vite/manifest.json'));
  const routeModule = routeModuleOf(pathname, startupData);
  const preloads =
    manifest && routeModule
      ? routeChunks(manifest, routeModule).map(
          (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
        )
      : [];
  const data = startupData
    ? `<script type="application/json" id="${startupDataElementId}">${scriptSafeJson(startupData)}</script>`
    : '';
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`)
    .replace(/<style(?=[\s>])/g, `<style nonce="${escapeHtml(styleNonce)}"`)
    .replace(
      /(data-i18n="([\w.]+)"[^>]*>)[^<]*</g,
      (_match, opening: string, key: string) =>
        `${opening}${escapeHtml(startupData?.texts[key] ?? translate(lang, key))}<`,
    )
    .replace('</head>', `${preloads.join('')}</head>`)
    .replace('</body>', `${data}</body>`);
}
