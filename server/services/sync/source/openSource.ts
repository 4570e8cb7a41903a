// Picks the catalogue source from the configuration: CATALOGUE_SOURCE names a directory or an
// http(s) base URL; unset means the demo catalogue of DEMO_CLINICS clinics (300 by default).
import { resolve } from 'node:path';
import { DEFAULT_DEMO_CLINICS, demoSource } from './demo/demoSource';
import { directorySource, httpSource } from './jsonLines';
import type { CatalogueSource } from './source';

/** DEMO_CLINICS is read here rather than in server/config.ts: only the demo source uses it. */
function demoClinics(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number.parseInt(env.DEMO_CLINICS ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_DEMO_CLINICS;
}

export function openCatalogueSource(setting: string | undefined, env: NodeJS.ProcessEnv = process.env): CatalogueSource {
  if (!setting) return demoSource(demoClinics(env));
  if (/^https?:\/\//i.test(setting)) return httpSource(setting);
  return directorySource(resolve(setting));
}
