// Runs the versioned migrations at start. The list is static (no directory scan) so that it
// works the same under tsx, in tests and in a bundle.
import { type Kysely, type Migration, Migrator } from 'kysely';
import type { DialectName } from './dialect';
import * as access from './migrations/2026_11_22_001_access';
import * as citiesHubs from './migrations/2026_11_22_002_cities_hubs';
import * as catalogue from './migrations/2026_11_22_003_1_catalogue';
import * as clinics from './migrations/2026_11_22_003_2_clinics';
import * as doctorsReviews from './migrations/2026_11_22_003_3_doctors_reviews';
import * as clinicContent from './migrations/2026_11_22_003_4_clinic_content';
import * as sync from './migrations/2026_11_22_003_5_sync';
import * as logoIndexes from './migrations/2026_11_22_004_logo_indexes';

type Module = { up: (db: Kysely<unknown>, dialect: DialectName) => Promise<void>; down: (db: Kysely<unknown>) => Promise<void> };

const modules: Record<string, Module> = {
  '2026_11_22_001_access': access,
  '2026_11_22_002_cities_hubs': citiesHubs,
  '2026_11_22_003_1_catalogue': catalogue,
  '2026_11_22_003_2_clinics': clinics,
  '2026_11_22_003_3_doctors_reviews': doctorsReviews,
  '2026_11_22_003_4_clinic_content': clinicContent,
  '2026_11_22_003_5_sync': sync,
  '2026_11_22_004_logo_indexes': logoIndexes,
};

export async function migrate(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(modules).map(([name, m]) => [name, { up: (d) => m.up(d, dialect), down: m.down }]),
  );
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
