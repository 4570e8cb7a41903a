// Demo SEO pages, loaded once the demo catalogue is in (bootstrap.ts): the first three medical
// categories with slug1 and texts in both languages, two specialties of the first one, and the
// first of those in the first city, with an image and authors when the demo has them, so that a
// fresh `npm start` shows the tree with texts, flags and published pages.
import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';
import * as repo from '../repositories/seoPages';
import { slugify } from '../services/slug';

type Names = Record<EditLang, string>;

const text = (lang: EditLang, name: string) =>
  lang === 'RU'
    ? `<p>${name}: ведущие клиники России, цены и отзывы пациентов.</p><p>Подберите клинику и запишитесь на консультацию.</p>`
    : `<p>${name}: leading clinics in Russia, prices and patient reviews.</p><p>Choose a clinic and book a consultation.</p>`;

async function namesOf(db: Db, table: 'category_l10n' | 'specialty_l10n' | 'city_l10n', column: string, id: number): Promise<Names> {
  const rows = (await db
    .selectFrom(table)
    .select(['lang', 'name'])
    .where(column as never, '=', id as never)
    .execute()) as { lang: EditLang; name: string }[];
  return { RU: rows.find((r) => r.lang === 'RU')?.name ?? '', EN: rows.find((r) => r.lang === 'EN')?.name ?? '' };
}

export async function loadDemoSeoPages(db: Db): Promise<void> {
  if (await db.selectFrom('seo_pages').select('id').limit(1).executeTakeFirst()) return;
  const categories = await db
    .selectFrom('categories')
    .select('id')
    .where('kind', '=', 'SPECIALTY')
    .where('active', '=', 1)
    .where('medical', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .limit(3)
    .execute();
  if (categories.length === 0) return;
  const media = await db.selectFrom('media_files').select('id').orderBy('id').limit(1).executeTakeFirst();
  const author = await db
    .selectFrom('authors')
    .select('id')
    .where('is_doctor', '=', 1)
    .where('active', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const editor = await db
    .selectFrom('authors')
    .select('id')
    .where('is_doctor', '=', 0)
    .where('active', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const city = await db.selectFrom('cities').select(['id', 'slug']).orderBy('priority', 'desc').orderBy('id').limit(1).executeTakeFirst();
  const first = categories[0].id;
  const specialties = await db
    .selectFrom('category_specialties')
    .select('specialty_id')
    .where('category_id', '=', first)
    .orderBy('position')
    .limit(2)
    .execute();

  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const write = async (place: repo.PagePlace, names: Names, slugs: repo.PageColumns, visible: boolean) => {
      const id = await repo.insertPage(trx, place, now);
      await repo.updatePage(trx, id, slugs);
      for (const lang of ['RU', 'EN'] as const) {
        await repo.writeTexts(trx, id, lang, {
          title: names[lang],
          html_title: names[lang],
          seo: text(lang, names[lang]),
          seo_long: '',
          seo_description: names[lang],
          keywords: names[lang].toLowerCase(),
          media_alt: slugs.media_id ? names[lang] : '',
          proc_price: '',
          visible: visible ? 1 : 0,
          author_id: author?.id ?? null,
          author_editor_id: editor?.id ?? null,
          updated: now,
        });
      }
    };
    for (const [index, { id }] of categories.entries()) {
      const names = await namesOf(trx, 'category_l10n', 'category_id', id);
      const slug1 = slugify(names.EN || names.RU, 128) || `direction-${id}`;
      await write(
        { cid: id, sid: null, ct: null },
        names,
        { slug1, media_id: index === 0 ? (media?.id ?? null) : null, updated: now },
        index < 2,
      );
    }
    for (const [index, { specialty_id }] of specialties.entries()) {
      const names = await namesOf(trx, 'specialty_l10n', 'specialty_id', specialty_id);
      const slug2 = slugify(names.EN || names.RU, 128) || `disease-${specialty_id}`;
      await write({ cid: first, sid: specialty_id, ct: null }, names, { slug2, media_id: null, updated: now }, index === 0);
      if (index === 0 && city) {
        const cityNames = await namesOf(trx, 'city_l10n', 'city_id', city.id);
        const inCity = { RU: `${names.RU} — ${cityNames.RU}`, EN: `${names.EN} in ${cityNames.EN}` };
        await write(
          { cid: first, sid: specialty_id, ct: city.id },
          inCity,
          { slug2, slug3: city.slug, media_id: null, updated: now },
          true,
        );
      }
    }
  });
}
