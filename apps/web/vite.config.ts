import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

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
export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetAfterStartupScreen()],
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
  },
});
