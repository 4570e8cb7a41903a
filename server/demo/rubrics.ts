// Demo rubrics (002 §5 "Rubric"), so that the rubrics screen and the article editor's picker have
// something to show on a fresh demo database.
import type { Db } from '../db/kysely';
import { loadGeneratedResources } from '../engine/declarations';
import { insertRecord, layoutOf } from '../engine/recordStore';

const demoRubrics = [
  { name: 'Новости клиник', slug: 'clinic-news' },
  { name: 'Лечение в России', slug: 'treatment-in-russia' },
  { name: 'Интервью с врачами', slug: 'doctor-interviews' },
  { name: 'Здоровый образ жизни', slug: 'healthy-living' },
];

export async function loadDemoRubrics(db: Db): Promise<void> {
  // Stored as the rubrics' declaration says (resources/rubrics), not as a copy of it.
  const rubrics = (await loadGeneratedResources()).find(({ config }) => config.name === 'rubrics');
  if (!rubrics) throw new Error('The rubrics declaration is missing');
  const layout = layoutOf(rubrics);
  await db.transaction().execute(async (trx) => {
    for (const rubric of demoRubrics) await insertRecord(trx, layout, rubric);
  });
}
