// Helpers for the catalogue suites: run the synchronisation as the sync modal does, and compare
// databases by content. `exact` compares every column; `semantic` replaces ids by the rows'
// natural keys and drops timestamps, so that two databases filled in different orders (or with
// sequence gaps after a rolled-back step, as on PostgreSQL) compare equal when they hold the same.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../server/config';
import { loadDemoPlaces } from '../../server/demo/loadDemo';
import { Client } from './client';
import { CATALOGUE_TABLES } from './tables';
import { createTestApp, type DialectCase } from './testApp';
import { addUser, PASSWORD } from './users';

/** Posts sync/agents, then follows the callbacks from step 1 as the sync modal does. */
export async function runSync(client: Client, first = 'specialties'): Promise<{ step: string; message: string }[]> {
  const log: { step: string; message: string }[] = [];
  for (let step: string | null = 'agents'; step; ) {
    const res = await client.post(`/api/admin/sync/${step}`);
    expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    const answer = res.json() as { message: string; error: string | null; callback: string | null };
    expect(answer.error).toBeNull();
    log.push({ step, message: answer.message });
    step = step === 'agents' ? first : answer.callback;
  }
  return log;
}

type Rows = Record<string, unknown>[];
const DROPPED = new Set(['id', 'created', 'updated']);
/** id column -> the table it points at. */
const REFERENCES: Record<string, string> = {
  clinic_id: 'clinics',
  agent_id: 'agents',
  super_agent_id: 'agents',
  doctor_id: 'doctors',
  category_id: 'categories',
  specialty_id: 'specialties',
  service_id: 'services',
  city_id: 'cities',
  picture_id: 'pictures',
  review_id: 'reviews',
  clinic_category_id: 'clinic_categories',
  clinic_specialty_id: 'clinic_specialties',
  clinic_service_id: 'clinic_services',
};
type Keys = Map<string, Map<unknown, string>>;
type NaturalKey = [table: string, key: (row: Record<string, unknown>, keys: Keys) => string];
const byOrigId = (table: string): NaturalKey => [table, (r) => String(r.orig_id ?? r.hash)];
const clinicLink = (table: string, column: string): NaturalKey => [
  table,
  (r, keys) => `${keys.get('clinics')?.get(r.clinic_id)}/${keys.get(REFERENCES[column])?.get(r[column])}`,
];
/** Natural keys of the referenced tables, in an order where a key only needs earlier ones. */
const NATURAL: NaturalKey[] = [
  ['cities', (r) => String(r.slug)],
  ['categories', (r) => `${r.kind}:${r.orig_id}`],
  ...['specialties', 'services', 'agents', 'clinics', 'doctors', 'reviews'].map(byOrigId),
  ['pictures', (r) => String(r.hash)],
  clinicLink('clinic_categories', 'category_id'),
  clinicLink('clinic_specialties', 'specialty_id'),
  clinicLink('clinic_services', 'service_id'),
];

const rowsOf = async (app: FastifyInstance, table: string) =>
  (await app.db
    .selectFrom(table as 'clinics')
    .selectAll()
    .execute()) as Rows;
const sorted = (rows: Rows) => rows.map((r) => JSON.stringify(r)).sort();

export async function exactDump(app: FastifyInstance): Promise<string> {
  const tables = await Promise.all(CATALOGUE_TABLES.map((t) => rowsOf(app, t)));
  return JSON.stringify(tables.map(sorted));
}

export async function semanticDump(app: FastifyInstance): Promise<Record<string, string[]>> {
  const keys = new Map<string, Map<unknown, string>>();
  for (const [table, key] of NATURAL) keys.set(table, new Map((await rowsOf(app, table)).map((r) => [r.id, key(r, keys)])));
  const dump: Record<string, string[]> = {};
  for (const table of CATALOGUE_TABLES) {
    const rows = (await rowsOf(app, table)).map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !DROPPED.has(column))
          .map(([column, value]) => [column, REFERENCES[column] && value !== null ? keys.get(REFERENCES[column])?.get(value) : value]),
      ),
    );
    dump[table] = sorted(rows);
  }
  return dump;
}

/** A test app with the demo hubs and cities, an ADMIN signed in, and the catalogue synchronised
 * from the demo source of DEMO_CLINICS clinics. */
export async function catalogueApp(dialect: DialectCase, overrides: Partial<Config> = {}) {
  const t = await createTestApp(dialect, overrides);
  await addUser(t.app, 'admin@test.local', ['ADMIN']);
  await loadDemoPlaces(t.app.db);
  const admin = new Client(t.app);
  await admin.login('admin@test.local', PASSWORD);
  await runSync(admin);
  return { ...t, admin };
}
