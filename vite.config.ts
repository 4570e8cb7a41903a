// Builds the single-page app into dist/; in development the API is proxied to the Fastify server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { schemaValidators } from './schemas/vitePlugin';

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // schemaValidators: the forms' validators compiled at build time, so the browser needs no eval.
  plugins: [react(), schemaValidators()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: { '/api': api, '/images': api, '/login': { target: api, bypass: (req) => (req.method === 'POST' ? undefined : req.url) } },
  },
});
