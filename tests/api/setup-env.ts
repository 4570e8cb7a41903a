// The API files of a worker share one process (vitest.config.ts `isolate: false`), and some set
// process.env at load (DEMO_CLINICS, the demo catalogue's size for that file): each file starts
// from the environment the worker began with, so none inherits another's.
const KEY = Symbol.for('clinic-admin.tests.startEnv');
const holder = globalThis as { [KEY]?: NodeJS.ProcessEnv };
const start = holder[KEY] ?? { ...process.env };
holder[KEY] = start;
for (const name of Object.keys(process.env)) if (!(name in start)) delete process.env[name];
Object.assign(process.env, start);
