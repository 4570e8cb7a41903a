// Builds the app for API tests on a fresh database of the given dialect: SQLite in a temporary
// directory, or a new database on the test PostgreSQL cluster.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';

export type DialectCase = { name: 'sqlite' | 'postgres' };

/** The dialects to run on: SQLite always, PostgreSQL when the global setup started one. */
export function dialects(): DialectCase[] {
  return inject('pgUrl') ? [{ name: 'sqlite' }, { name: 'postgres' }] : [{ name: 'sqlite' }];
}

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(dialect: DialectCase, overrides: Partial<Config> = {}, log?: { write(line: string): void }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const database = dialect.name === 'postgres' ? await createPgDatabase() : undefined;
  const config = loadConfig({ DEMO: '0', PUBLIC_URL: 'http://admin.test' }, { dataDir, databaseUrl: database?.url, ...overrides });
  const app = await buildApp(config, log ? { logStream: log } : { logger: false });
  return {
    app,
    config,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Several API nodes on one new PostgreSQL database (each with its own data folder), as a
 * deployment behind a load balancer runs them. */
export async function createTestNodes(count: number, overrides: Partial<Config> = {}) {
  const database = await createPgDatabase();
  const nodes: { app: Awaited<ReturnType<typeof buildApp>>; dataDir: string }[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-node-'));
    const config = loadConfig({ DEMO: '0', PUBLIC_URL: 'http://admin.test' }, { dataDir, databaseUrl: database.url, ...overrides });
    // One after the other: the first runs the migrations, the next finds them done.
    nodes.push({ app: await buildApp(config, { logger: false }), dataDir });
  }
  return {
    apps: nodes.map((node) => node.app),
    async close() {
      for (const node of nodes) await node.app.close();
      await database.drop();
      for (const node of nodes) rmSync(node.dataDir, { recursive: true, force: true });
    },
  };
}
