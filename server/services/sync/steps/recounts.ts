// Steps 15, 16 and 17: the derived counters, rebuilt whole in the step's transaction from the
// clinics' current state. A clinic counts when it is ACTIVE and has a row in that language;
// "visible" when that row is visible. Nothing reads the catalogue here.
import type { Step } from '../stepTypes';
import { run, type Sql } from '../write/upsert';

/** Active clinics with their language rows: the base of every count. */
const CLINICS = "join clinics c on c.id = x.clinic_id and c.state = 'ACTIVE' join clinic_l10n l on l.clinic_id = x.clinic_id";
const COUNTS = 'count(*), sum(l.visible)';

async function rebuild(sql: Sql, table: string, inserts: string[]) {
  await run(sql, `delete from "${table}"`);
  for (const insert of inserts) await run(sql, insert);
  const [{ n }] = await run<{ n: number }>(sql, `select count(*) as n from "${table}"`);
  return { rows: Number(n), added: 0, updated: 0, removed: 0, skipped: 0 };
}

export const recountSpecialties: Step = ({ sql }) =>
  rebuild(sql, 'specialty_stats', [
    `insert into specialty_stats (specialty_id, lang, clinics, visible_clinics)
     select x.specialty_id, l.lang, ${COUNTS} from clinic_specialties x ${CLINICS}
     where x.selected = 1 group by x.specialty_id, l.lang`,
  ]);

export const recountCities: Step = ({ sql }) =>
  rebuild(sql, 'city_stats', [
    `insert into city_stats (city_id, lang, clinics, visible_clinics)
     select x.city_id, l.lang, ${COUNTS} from clinic_cities x ${CLINICS} group by x.city_id, l.lang`,
  ]);

/** seo_counts per (category, specialty or 0, city or 0, language): what getseopages reads. */
export const recountSeoPages: Step = ({ sql }) => {
  const into = 'insert into seo_counts (category_id, specialty_id, city_id, lang, cc, ccv)';
  const categories = `from clinic_categories x ${CLINICS}`;
  const specialties = `from category_specialties k join clinic_specialties x on x.specialty_id = k.specialty_id ${CLINICS}`;
  const cities = 'join clinic_cities t on t.clinic_id = x.clinic_id';
  return rebuild(sql, 'seo_counts', [
    `${into} select x.category_id, 0, 0, l.lang, ${COUNTS} ${categories} where x.selected = 1 group by x.category_id, l.lang`,
    `${into} select x.category_id, 0, t.city_id, l.lang, ${COUNTS} ${categories} ${cities}
     where x.selected = 1 group by x.category_id, t.city_id, l.lang`,
    `${into} select k.category_id, k.specialty_id, 0, l.lang, ${COUNTS} ${specialties}
     where x.selected = 1 group by k.category_id, k.specialty_id, l.lang`,
    `${into} select k.category_id, k.specialty_id, t.city_id, l.lang, ${COUNTS} ${specialties} ${cities}
     where x.selected = 1 group by k.category_id, k.specialty_id, t.city_id, l.lang`,
  ]);
};
