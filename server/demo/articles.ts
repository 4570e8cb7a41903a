// Demo articles and tags (002 §2 "Articles", "Tags"), so that every tab, the search, the filters
// and the tags list show something on a fresh demo database: the media library's demo articles
// are completed to pass the editor's rules, one more article per tab and two tags are added, and
// every one gets its search tails.
import type { Db } from '../db/kysely';
import { insertArticle, writeSearchTails } from '../repositories/articleEditor';
import { searchTails } from '../services/catalogue/clinicSearch';

const DAY = 86_400_000;
const TEXT = '<p>Материал подготовлен редакцией вместе с врачами клиник-партнёров.</p>';

/** [type, name, slug, image index]. */
const MORE = [
  ['ARTICLE', 'Реабилитация после замены тазобедренного сустава', 'hip-rehabilitation', 3],
  ['INTERVIEW', 'Интервью с кардиохирургом о малоинвазивных операциях', 'cardiac-surgeon-interview', 4],
  ['WEBINAR', 'Вебинар: как выбрать клинику для ЭКО', 'ivf-clinic-webinar', 5],
  ['CATALOGUE_AI', 'Каталог: диагностика онкологических заболеваний', 'oncology-diagnostics', 2],
  ['MARKETING', 'Скидки на check-up для иностранных пациентов', 'check-up-offer', 1],
  ['SERVICE', 'Сервис: второе мнение онлайн за три дня', 'second-opinion-online', 0],
  ['TAG', 'Тег: реабилитация и восстановление', 'tag-rehabilitation', 3],
  ['TAG', 'Тег: кардиология для взрослых', 'tag-cardiology', 4],
] as const;

export async function loadDemoArticles(db: Db, mediaIds: number[], alts: readonly string[]): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    // The media library's demo rows: a rating, a text and "all categories, all hubs".
    await trx
      .updateTable('articles')
      .set({ rating: 100, text: TEXT, teaser: 'Коротко о главном для пациентов и их близких', all_categories: 1, all_hubs: 1 })
      .execute();
    for (const [i, [typ, name, slug, image]] of MORE.entries()) {
      const media = mediaIds[image % mediaIds.length];
      await insertArticle(
        trx,
        {
          typ,
          lang: 'RU',
          rating: 200 - i,
          name,
          slug,
          teaser: 'Коротко о главном для пациентов и их близких',
          text: TEXT,
          published_dt: now - i * DAY,
          published: i % 3 === 0 ? 0 : 1,
          media_id: media,
          media_alt: `Иллюстрация: ${alts[image % alts.length]}`,
          all_categories: 1,
          all_hubs: 1,
          tags: typ === 'TAG' ? 'реабилитация, кардиология' : '',
        },
        now,
      );
    }
    const rows = await trx.selectFrom('articles').select(['id', 'typ', 'name']).execute();
    for (const row of rows) await writeSearchTails(trx, Number(row.id), row.typ, searchTails([row.name]));
  });
}

/** After the demo authors are in: the first doctor and editor author sign every other demo article
 * (the others stay unsigned), so the editor's author dropdowns show a choice and a blank one. */
export async function signDemoArticles(db: Db): Promise<void> {
  const first = (isDoctor: number) =>
    db.selectFrom('authors').select('id').where('is_doctor', '=', isDoctor).orderBy('id').limit(1).executeTakeFirst();
  const [doctor, editor] = await Promise.all([first(1), first(0)]);
  if (!doctor || !editor) return;
  const ids = (await db.selectFrom('articles').select('id').orderBy('id').execute()).map((row) => Number(row.id));
  const signed = ids.filter((_, i) => i % 2 === 0);
  if (signed.length === 0) return;
  await db.updateTable('articles').set({ author_id: doctor.id, author_editor_id: editor.id }).where('id', 'in', signed).execute();
}
