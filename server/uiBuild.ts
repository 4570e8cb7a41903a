// Builds the UI into dist/ when it is missing or older than its sources (used by `npm start`
// and by the browser tests, so neither serves a stale bundle).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const UI_SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'resources', 'schemas', 'dataProvider', 'i18n'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function buildUiIfStale(distDir = process.env.DIST_DIR ?? 'dist'): void {
  const built = join(distDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt >= Math.max(...UI_SOURCES.map(newestMtime))) return;
  console.log(builtAt ? 'The UI sources changed: rebuilding the UI…' : 'Building the UI (first start)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
    // The schema plugin's extension-less imports are fine with Vite's default bundled config loader.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error('The UI build failed');
}
