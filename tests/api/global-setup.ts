// Starts PostgreSQL once for the API suites (unless DATABASE_URL_TEST names a server). In CI a
// missing PostgreSQL is a failure; on a laptop without it the PostgreSQL runs are skipped loudly.
import type { TestProject } from 'vitest/node';
import { type Cluster, startCluster } from '../support/postgres';

let cluster: Cluster | undefined;

export async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL_TEST ?? '';
  if (!url) {
    cluster = await startCluster();
    url = cluster?.url ?? '';
  }
  if (!url && process.env.CI) throw new Error('PostgreSQL is required in CI: install postgresql or set DATABASE_URL_TEST');
  if (!url) console.warn('\n*** PostgreSQL not found: the API suites run on SQLite only ***\n');
  project.provide('pgUrl', url);
}

export async function teardown() {
  cluster?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
