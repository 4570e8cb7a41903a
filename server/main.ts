// Starts the API and UI server: migrations, start-up data, then listen.
import './gcSettings';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { logTransport } from './logFormat';

const config = loadConfig();
/** A CSV export's second thread, compiled beside the server (serverBuild.ts): run from the sources
 * (tsx, the API tests) there is none and every export is made in one thread; EXPORT_CSV_WORKER=0
 * turns it off, EXPORT_CSV_WORKER=wait has an export wait for its start (a test's small list)
 * (docs/decisions.md "A CSV export's lines made in two threads"). */
const script = join(dirname(process.argv[1] ?? ''), 'exportCsvWorker.mjs');
const workerSetting = process.env.EXPORT_CSV_WORKER;
const app = await buildApp(config, {
  logTransport: logTransport(),
  ...(workerSetting !== '0' && existsSync(script) && { exportCsvWorker: { script, wait: workerSetting === 'wait' } }),
});
const accounts = await bootstrap(app);
await app.listen({ port: config.port, host: config.host });
const url = `http://${['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host}:${config.port}`;
console.log(`\nClinic admin is running at ${url}`);
if (accounts.length) console.log(`Demo accounts (role, e-mail / password):\n  ${accounts.join('\n  ')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
