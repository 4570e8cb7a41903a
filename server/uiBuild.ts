// Builds the UI into dist/ when it is missing or older than its sources (used by `npm start`
// and by the browser tests, so neither serves a stale bundle).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const UI_SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'resources', 'schemas', 'dataProvider', 'i18n'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function buildUiIfStale(distDir = process.env.DIST_DIR ?? 'dist'): void {
  // Written after a production build: a dist/ without it (an older build, perhaps React's
  // development one) is built again.
  const built = join(distDir, '.production-build');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt >= Math.max(...UI_SOURCES.map(newestMtime))) return;
  console.log(builtAt ? 'The UI sources changed: rebuilding the UI…' : 'Building the UI (first start)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
    // The schema plugin's extension-less imports are fine with Vite's default bundled config loader.
    // NODE_ENV is production whoever builds: Vite keeps an inherited NODE_ENV, and the browser
    // tests' runner sets it to "test", which bundled React's development build (several times
    // slower, and not what staff get).
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error('The UI build failed');
  writeFileSync(built, `${new Date().toISOString()}\n`);
}
