// Demo videos, linked to the first demo clinic with one of its directions, a doctor and an
// interview, so that the video library shows filled on a fresh demo database. Runs after the
// catalogue is loaded (server/bootstrap.ts).
import type { Db } from '../db/kysely';
import { insertVideo, replaceLinks } from '../repositories/videos';

const VIDEOS = [
  ['Как проходит МРТ', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'Врач рассказывает, как подготовиться к исследованию'],
  ['Реабилитация после операции на колене', 'https://youtu.be/ScMzIvxBSi4', 'Упражнения первых недель'],
] as const;

export async function loadDemoVideos(db: Db): Promise<void> {
  if (await db.selectFrom('videos').select('id').executeTakeFirst()) return;
  const link = await db
    .selectFrom('clinic_categories')
    .select(['clinic_id', 'category_id'])
    .where('selected', '=', 1)
    .orderBy('clinic_id')
    .executeTakeFirst();
  const doctor = await db.selectFrom('doctors').select('id').where('active', '=', 1).orderBy('id').executeTakeFirst();
  const interview = await db.selectFrom('articles').select('id').where('typ', '=', 'INTERVIEW').executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    for (const [i, [title, url, description]] of VIDEOS.entries()) {
      const id = await insertVideo(trx, { title, url, description }, Date.now());
      if (i > 0 || !link) continue;
      await replaceLinks(trx, id, {
        specialties: [Number(link.category_id)],
        diseases: [],
        clinics: [Number(link.clinic_id)],
        doctors: doctor ? [Number(doctor.id)] : [],
        texts: interview ? [Number(interview.id)] : [],
        clinicCategories: { [String(link.clinic_id)]: [Number(link.category_id)] },
      });
    }
  });
}
