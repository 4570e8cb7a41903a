// Builds the single-page app into dist/; in development the API is proxied to the Fastify server.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { schemaValidators } from './schemas/vitePlugin';

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

/** Polyfill packages of dependencies, for what every browser the app supports has built in. */
const BUILT_INS: Record<string, string> = {
  // node-polyglot's only polyfill: with its dependencies (get-intrinsic, call-bind, object-keys…)
  // about 7 kB gzipped of the login page, for Object.entries.
  'object.entries': 'Object.entries',
};

function builtIns(): Plugin {
  return {
    name: 'built-ins',
    enforce: 'pre',
    resolveId: (source) => (Object.hasOwn(BUILT_INS, source) ? `\0built-in:${source}` : null),
    load(id) {
      const name = id.startsWith('\0built-in:') ? id.slice('\0built-in:'.length) : undefined;
      // CommonJS, as the packages it stands for: their importers require() a function.
      return name ? `module.exports = ${BUILT_INS[name]};` : null;
    },
  };
}

export default defineConfig({
  // schemaValidators: the forms' validators compiled at build time, so the browser needs no eval.
  plugins: [react(), schemaValidators(), builtIns()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: { '/api': api, '/images': api, '/login': { target: api, bypass: (req) => (req.method === 'POST' ? undefined : req.url) } },
  },
});
