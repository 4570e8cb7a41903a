// Compiles the API into one ES module, dist-server/main.mjs, which `npm start`, the browser tests
// and the benchmarks run with plain node. Run through tsx instead, the server kept tsx's loader
// thread, its compiler and a source map of every file: 40 MB of resident memory before any request
// (docs/decisions.md "Clinics report, round 3"). esbuild bundles our own code only; packages stay
// in node_modules, imported as they are. It takes under a second, so it runs at every start.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const SERVER_BUNDLE = 'dist-server/main.mjs';

/**
 * Each module's import.meta.url stays its own source file's address, as under tsx: the migrations,
 * the resource declarations and the API docs find their folders and package.json from it, so the
 * bundle runs from a checkout (where `npm start` runs it), not from anywhere else.
 */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(plugin) {
    plugin.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const text = await readFile(path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
    });
  },
};

/** A declaration's view (resources/<name>/index.ts: `load: () => import('./List')`) is loaded by the
 * browser only: the server reads the declarations' data and never calls `load`. */
const browserViews: Plugin = {
  name: 'browser-views',
  setup(plugin) {
    plugin.onResolve({ filter: /.*/ }, ({ kind, importer, path }) =>
      kind === 'dynamic-import' && /\/resources\/[^/]+\/index\.ts$/.test(importer) ? { path, external: true } : undefined,
    );
  },
};

export async function buildServer(): Promise<string> {
  await build({
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Written beside it, not loaded by default: Node's --enable-source-maps took 20 MB at rest and
    // 40 MB more at the report's peak. NODE_OPTIONS=--enable-source-maps npm start maps stack
    // traces to the .ts files; without it, they name the bundle's lines, under a comment naming
    // each source file.
    sourcemap: true,
    plugins: [sourceUrls, browserViews],
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}
