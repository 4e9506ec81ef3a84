import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Dev: Vite with HMR on :5173, proxying the API, the CSRF cookie and the WebSocket to the server. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
