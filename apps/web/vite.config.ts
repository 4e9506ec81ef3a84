import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The production build renders with Preact's React compatibility layer instead of
 * react-dom: the same components and libraries, about 55 KB gzipped less JavaScript on every
 * first visit (docs/decisions.md, "Web: Preact in production builds"). The dev server and
 * the unit tests run React itself; the browser tests run this build.
 */
const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
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

/** Dev: Vite with HMR on :5173, proxying the API, the CSRF cookie and the WebSocket to the server. */
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), stylesheetAfterStartupScreen()],
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
