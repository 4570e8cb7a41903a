// Demo rubrics (002 §5 "Rubric"), so that the rubrics screen and the article editor's picker have
// something to show on a fresh demo database.
import type { StoreConfig } from '../../common/resource';
import type { Db } from '../db/kysely';
import { insertRecord } from '../engine/recordStore';

const store: StoreConfig = { table: 'rubrics', fields: ['name', 'slug'], order: { field: 'name', order: 'ASC' } };

const demoRubrics = [
  { name: 'Новости клиник', slug: 'clinic-news' },
  { name: 'Лечение в России', slug: 'treatment-in-russia' },
  { name: 'Интервью с врачами', slug: 'doctor-interviews' },
  { name: 'Здоровый образ жизни', slug: 'healthy-living' },
];

export async function loadDemoRubrics(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const rubric of demoRubrics) await insertRecord(trx, store, rubric);
  });
}
