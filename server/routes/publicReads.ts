// The public portal's reads that the video library's pickers call (002 §7 "Video library": GET
// /api/doctors, /api/articles/, /api/clinics/{slug}), served read-only from this database to the
// content staff: this server is not the public portal (docs/decisions.md "Video library"). Declared
// in resources/video/calls.ts.
import type { FastifyInstance } from 'fastify';
import { publicReadCalls } from '../../resources/video/calls';
import type { Db } from '../db/kysely';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';

const langOf = (value: string) => value.toUpperCase() as 'RU' | 'EN';

/** Names in `lang`, else in the other language: a list of names never shows a blank. */
function pickName(rows: { id: number; lang: string; name: string }[], lang: string): Map<number, string> {
  const names = new Map<number, string>();
  for (const row of [...rows].sort((a, b) => Number(a.lang === lang) - Number(b.lang === lang)))
    if (row.name) names.set(Number(row.id), row.name);
  return names;
}

async function doctorNames(db: Db, ids: number[], lang: string) {
  if (ids.length === 0) return new Map<number, string>();
  const catalogue = await db.selectFrom('doctor_l10n').select(['doctor_id as id', 'lang', 'name']).where('doctor_id', 'in', ids).execute();
  const local = await db.selectFrom('doctor_ll10n').select(['doctor_id as id', 'lang', 'name']).where('doctor_id', 'in', ids).execute();
  // Staff's own name wins over the catalogue's (docs/data-model.md "Catalogue ownership").
  return new Map([...pickName(catalogue, lang), ...pickName(local, lang)]);
}

export default async function publicReadRoutes(app: FastifyInstance) {
  registerCalls(app, publicReadCalls, {
    publicDoctors: async (request) => {
      const { page, size } = request.query;
      const active = app.db.selectFrom('doctors').where('active', '=', 1);
      const rows = await active
        .select(['id', 'slug'])
        .orderBy('id')
        .limit(size)
        .offset(page * size)
        .execute();
      const total = Number((await active.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      const names = await doctorNames(
        app.db,
        rows.map((row) => Number(row.id)),
        langOf(request.query.locale),
      );
      return { doctors: rows.map((row) => ({ id: Number(row.id), slug: row.slug, name: names.get(Number(row.id)) ?? row.slug })), total };
    },

    publicArticles: async (request) => {
      const typ = request.query.t.toUpperCase();
      const lang = langOf(request.query.locale);
      const texts = app.db.selectFrom('articles').where('typ', '=', typ).where('lang', '=', lang);
      const rows = await texts.select(['id', 'typ', 'slug', 'name']).orderBy('id', 'desc').limit(request.query.size).execute();
      const total = Number((await texts.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      return { articles: rows.map((row) => ({ ...row, id: Number(row.id) })), total };
    },

    publicClinic: async (request) => {
      const lang = langOf(request.query.locale);
      const clinic = await app.db.selectFrom('clinics').select(['id', 'slug']).where('slug', '=', request.params.slug).executeTakeFirst();
      if (!clinic) throw new ApiError(404, 'server.video.clinicMissing');
      const id = Number(clinic.id);
      const names = await app.db
        .selectFrom('clinic_l10n')
        .select(['clinic_id as id', 'lang', 'name'])
        .where('clinic_id', '=', id)
        .execute();
      const categories = await app.db
        .selectFrom('clinic_categories as cc')
        .innerJoin('category_l10n as l', 'l.category_id', 'cc.category_id')
        .select(['cc.category_id as id', 'l.lang', 'l.name', 'cc.id as position'])
        .where('cc.clinic_id', '=', id)
        .where('cc.selected', '=', 1)
        .orderBy('cc.id')
        .execute();
      const categoryNames = pickName(categories, lang);
      return {
        id,
        slug: clinic.slug,
        name: pickName(names, lang).get(id) ?? clinic.slug,
        specCatsList: [...categoryNames].map(([categoryId, name]) => ({ category: { id: categoryId, name } })),
      };
    },
  });
}
