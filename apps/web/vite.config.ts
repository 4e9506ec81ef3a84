import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** React Router's production build (see preactAliases). */
const reactRouterProductionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The production build renders with Preact's React compatibility layer instead of
 * react-dom: the same components and libraries, about 55 KB gzipped less JavaScript on every
 * first visit (docs/decisions/153-web-preact-in-production-builds.md). The dev server and
 * the unit tests run React itself; the browser tests run this build.
 */
const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React Router's package exports name only its development build, which keeps its
  // development warnings (checks and message strings on every route render); its
  // production build differs from it in that flag alone.
  { find: /^react-router$/, replacement: reactRouterProductionBuild },
];

/**
 * Moves the built stylesheet link from the head to the end of the body: index.html's
 * start-up screen has its own inline CSS and paints without it, and the entry script
 * still waits for it (a module script runs only after the stylesheets before it).
 */
function stylesheetAfterStartupScreen(): Plugin {
  return {
    name: 'parlor:stylesheet-after-startup-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let moved = html;
        for (const link of links) moved = moved.replace(link, '');
        return moved.replace('</body>', `${links.join('')}</body>`);
      },
    },
  };
}

/** The route modules a first visit may open with: the server preloads their chunks. */
const firstVisitRoutes = ['src/app/routes/home.tsx', 'src/app/routes/static-page.tsx'];
const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks of a first visit (the entry, what it imports, and the home and static
 * page routes with theirs) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`:
 * Chromium then compiles all their functions while it streams the script, off the main
 * thread, instead of each on its first call inside the start-up's tasks (the scripts'
 * evaluation and the first render were the longest of a first visit;
 * docs/decisions/287-first-visit-chunks-compiled-ahead.md). Other browsers read a comment.
 * The source maps shift by the one added line.
 */
function compileHintsForFirstVisit(): Plugin {
  return {
    name: 'parlor:compile-hints-for-first-visit',
    apply: 'build',
    // On the written files: the hint must be the file's first line, and Vite adds its
    // preload helper's list at the top of the entry as late as generateBundle.
    writeBundle(options, bundle: OutputBundle) {
      const outDir = options.dir ?? 'dist';
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const marked = new Set<OutputChunk>();
      const mark = (chunk: OutputChunk | undefined) => {
        if (!chunk || marked.has(chunk)) return;
        marked.add(chunk);
        chunk.imports.forEach((file) => mark(byFile.get(file)));
      };
      for (const chunk of chunks) {
        const moduleId = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || firstVisitRoutes.some((route) => moduleId.endsWith(route))) {
          mark(chunk);
        }
      }
      for (const chunk of marked) {
        const file = path.join(outDir, chunk.fileName);
        fs.writeFileSync(file, compileHint + fs.readFileSync(file, 'utf8'));
        const mapFile = chunk.sourcemapFileName && path.join(outDir, chunk.sourcemapFileName);
        if (mapFile && fs.existsSync(mapFile)) {
          const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          fs.writeFileSync(mapFile, JSON.stringify(map));
        }
      }
    },
  };
}

/** Dev: Vite with HMR on :5173, proxying the API, the CSRF cookie and the WebSocket to the server. */
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), stylesheetAfterStartupScreen(), compileHintsForFirstVisit()],
  resolve: { alias: command === 'build' ? preactAliases : [] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/sanctum': { target: apiTarget, changeOrigin: false },
      '/pay': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The chunk graph scripts/build-web.mjs checks the budgets with.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        // Fewer, larger chunks: each request costs a phone's main thread a few ms before
        // any script runs, and the home page loaded nine (one per shared icon or helper).
        // Tiny shared chunks merge into a chunk loaded with them, and the icons the app
        // uses are one chunk (Rollup puts the renderer they import, preact/compat, in it).
        experimentalMinChunkSize: 16 * 1024,
        manualChunks(id) {
          // With the renderer, in the chunk every page loads: a manual chunk below would
          // otherwise take Vite's preload helper in and the entry would import it from there.
          if (id.includes('/lucide-react/') || id.includes('vite/preload-helper')) return 'icons';
          // Shared by the static page and the console's preview, both loaded on demand:
          // left to the size merging above, it would join the entry.
          if (/\/src\/lib\/(page-html|use-clean-page-html)\.ts$/.test(id)) return 'page-html';
          return undefined;
        },
      },
    },
  },
}));
