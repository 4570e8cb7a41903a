// Hubs with their RU and EN rows: SQL only.

import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';

export type HubRow = {
  id: number;
  slug: string;
  priority: number;
  updated: number;
  name_ru: string;
  name_en: string;
  seo_ru: string;
  seo_en: string;
};
export type HubInput = { slug: string; name: Record<EditLang, string>; seo: Record<EditLang, string> };

export async function listHubs(db: Db): Promise<HubRow[]> {
  return db
    .selectFrom('hubs')
    .leftJoin('hub_l10n as ru', (j) => j.onRef('ru.hub_id', '=', 'hubs.id').on('ru.lang', '=', 'RU'))
    .leftJoin('hub_l10n as en', (j) => j.onRef('en.hub_id', '=', 'hubs.id').on('en.lang', '=', 'EN'))
    .select(['hubs.id', 'hubs.slug', 'hubs.priority', 'hubs.updated'])
    .select((eb) => [
      eb.fn.coalesce('ru.name', eb.val('')).as('name_ru'),
      eb.fn.coalesce('en.name', eb.val('')).as('name_en'),
      eb.fn.coalesce('ru.seo', eb.val('')).as('seo_ru'),
      eb.fn.coalesce('en.seo', eb.val('')).as('seo_en'),
    ])
    .orderBy('hubs.id')
    .execute();
}

export async function hubExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('hubs').select('id').where('id', '=', id).executeTakeFirst());
}

/** Inserts (id undefined) or updates a hub and its language rows; returns its id, or undefined
 * when the hub to update does not exist. `updated`: the version to store (server/http/version.ts).
 * Call inside a transaction. */
export async function saveHub(trx: Db, id: number | undefined, input: HubInput, updated?: number): Promise<number | undefined> {
  const now = Date.now();
  let hubId = id;
  if (hubId === undefined) {
    const row = await trx
      .insertInto('hubs')
      .values({ slug: input.slug, priority: 0, created: now, updated: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    hubId = row.id;
  } else {
    const result = await trx
      .updateTable('hubs')
      .set({ slug: input.slug, updated: updated ?? now })
      .where('id', '=', hubId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
  }
  for (const lang of ['RU', 'EN'] as const) {
    const values = { name: input.name[lang], seo: input.seo[lang] };
    await trx
      .insertInto('hub_l10n')
      .values({ hub_id: hubId, lang, ...values })
      .onConflict((oc) => oc.columns(['hub_id', 'lang']).doUpdateSet(values))
      .execute();
  }
  return hubId;
}

export async function setHubPriority(db: Db, id: number, priority: number): Promise<boolean> {
  const result = await db.updateTable('hubs').set({ priority, updated: Date.now() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
