// Starts the API and UI server: migrations, start-up data, then listen.
import './gcSettings';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { logTransport } from './logFormat';

const config = loadConfig();
const app = await buildApp(config, { logTransport: logTransport() });
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
