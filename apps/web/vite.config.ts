import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The API server (REST under /api, STOMP over WebSocket at /gametje) during development. */
const backend = process.env.SNACKPARTY_BACKEND ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Brotli and gzip copies next to each file, so the server sends them without compressing per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/gametje': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/gametje': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The compression plugin writes the real .br and .gz files; vite's own gzip estimate only slows the build.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A phone's first load in few requests (each costs a round trip and a kilobyte of headers).
          groups: [
            // The libraries every page starts with (React, the router, i18next): one long-cached file
            // that an app change does not make phones download again.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
            // The rest of the first load: the app's shell.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The join screen and what it imports (avatars, game art, the realtime client): what a phone
            // that scanned the QR code needs, in one file instead of a dozen small ones.
            { name: 'join', test: /[\\/]features[\\/]join[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
