// A doctor and an agent written straight to their tables, for suites that need one to point at
// (leads, the fixtures' doctor forms): names in both languages when given.

import type { Db } from '../../server/db/kysely';
import { EMPTY_TEXTS } from '../../server/repositories/doctors';

type Names = { RU: string; EN: string };
const LANGS = ['RU', 'EN'] as const;

export async function addDoctor(db: Db, { slug, hash = `${slug}-hash`, names }: { slug: string; hash?: string; names?: Names }) {
  const now = Date.now();
  const row = await db
    .insertInto('doctors')
    .values({
      orig_id: null,
      hash,
      slug,
      birth_year: null,
      experience: null,
      avatar_hash: null,
      avatar_file_type: null,
      active: 1,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (names)
    for (const lang of LANGS)
      await db
        .insertInto('doctor_l10n')
        .values({ ...EMPTY_TEXTS, doctor_id: row.id, lang, name: names[lang], visible: 1 })
        .execute();
  return Number(row.id);
}

export async function addAgent(db: Db, hash: string, names: Names): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('agents')
    .values({
      orig_id: null,
      hash,
      state: 'ACTIVE',
      country: 'RUSSIA',
      city: '',
      time_zone: null,
      lg_partner: 0,
      main_agent: 0,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const lang of LANGS)
    await db
      .insertInto('agent_l10n')
      .values({ agent_id: row.id, lang, name: names[lang], short_name: '', description: '', search_name: names[lang].toLowerCase() })
      .execute();
  return Number(row.id);
}
