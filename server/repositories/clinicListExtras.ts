// What the clinics list shows besides the ids, fetched for the page's ids only: the list row with
// both languages and the last editor, modules, doctor and review counts, completion marks.
import { inChunks, type Sql } from './rawSql';

export type ClinicListRow = {
  id: number;
  hash: string;
  slug: string;
  state: string;
  city_id: number | null;
  super_agent_id: number | null;
  direct_lead: number;
  updated: number;
  updated_by_name: string | null;
  ru_visible: number | null;
  ru_name: string | null;
  ru_short_name: string | null;
  en_visible: number | null;
  en_name: string | null;
  en_short_name: string | null;
};

export function listRows(sql: Sql, ids: number[]) {
  return inChunks<ClinicListRow>(
    sql,
    `select c.id, c.hash, c.slug, c.state, c.city_id, c.super_agent_id, c.direct_lead, c.updated, u.name as updated_by_name,
       ru.visible as ru_visible, ru.name as ru_name, ru.short_name as ru_short_name,
       en.visible as en_visible, en.name as en_name, en.short_name as en_short_name
     from clinics c
     left join users u on u.id = c.updated_by
     left join clinic_l10n ru on ru.clinic_id = c.id and ru.lang = 'RU'
     left join clinic_l10n en on en.clinic_id = c.id and en.lang = 'EN'
     where c.id in ($list)`,
    ids,
  );
}

export type ModuleRow = {
  clinic_id: number;
  module: string;
  connection: string;
  state: string;
  valid_until: number | null;
  price: number | null;
};

export function modulesOf(sql: Sql, ids: number[]) {
  return inChunks<ModuleRow>(
    sql,
    'select clinic_id, module, connection, state, valid_until, price from clinic_modules where clinic_id in ($list) order by clinic_id, module',
    ids,
  );
}

export type QtyRow = { clinic_id: number; total: number; visible: number };

/** Doctors of the clinic; visible: published there and active. */
export function doctorCounts(sql: Sql, ids: number[]) {
  return inChunks<QtyRow>(
    sql,
    `select cd.clinic_id, count(*) as total, sum(case when cd.published = 1 and d.active = 1 then 1 else 0 end) as visible
     from clinic_doctors cd join doctors d on d.id = cd.doctor_id where cd.clinic_id in ($list) group by cd.clinic_id`,
    ids,
  );
}

/** Reviews that are not deleted; visible: published and shown. */
export function reviewCounts(sql: Sql, ids: number[]) {
  return inChunks<QtyRow>(
    sql,
    `select clinic_id, count(*) as total, sum(case when published = 1 and visible = 1 then 1 else 0 end) as visible
     from reviews where deleted = 0 and clinic_id in ($list) group by clinic_id`,
    ids,
  );
}

export type MarkRow = { clinic_id: number; section: number; lang: string; cd: number | null; rd: number | null };

export function marksOf(sql: Sql, ids: number[]) {
  return inChunks<MarkRow>(sql, 'select clinic_id, section, lang, cd, rd from complete_edit where clinic_id in ($list)', ids);
}
