// One page of the clinics list (GET /api/admin/clinicslist) as ONE statement that answers the
// page's JSON text: the list rows with both languages and the last editor, modules, doctor and
// review counts and completion marks, for the page's ids in their order (the side lists alone, as
// rows: clinicListSides.ts, for the export). One statement instead
// of five, and no row objects to build and serialise again: on SQLite that halves the page's
// cost, on PostgreSQL it saves four round trips. The shape is 000 §7 "clinicslist". The same
// statement answers the list version it read (one snapshot), so that a node can check the plan it
// used without a statement of its own, and the database state, under which the answer is cached.
import { type DialectName, stateTokenSql } from '../db/dialect';
import { prepared } from '../db/kysely';
import { completeSql } from '../services/completion';
import { run, type Sql } from './rawSql';

/** Per dialect: JSON builders, booleans, aggregates, and how the ordered ids arrive. */
const SQLITE = {
  ids: 'select key as ord, value as id from json_each($1)',
  object: 'json_object',
  array: (value: string, order: string) => `json_group_array(${value} order by ${order})`,
  keyed: (key: string, value: string) => `json_group_object(${key}, ${value})`,
  bool: (test: string) => `iif(${test}, json('true'), json('false'))`,
  count: (test: string) => `coalesce(sum(${test}), 0)`,
  total: '$2',
};
const POSTGRES = {
  ids: 'select id, ord from unnest($1::int[]) with ordinality as p(id, ord)',
  object: 'json_build_object',
  array: (value: string, order: string) => `coalesce(json_agg(${value} order by ${order}), '[]')`,
  keyed: (key: string, value: string) => `coalesce(json_object_agg(${key}, ${value}), '{}')`,
  bool: (test: string) => `(${test})`,
  count: (test: string) => `count(*) filter (where ${test})`,
  total: '$2::int',
};

type Dialect = typeof SQLITE | typeof POSTGRES;

/** What the side lists count: a clinic's doctors (its links to doctors, joined to them) and
 * reviews, and which of them are visible. The page's JSON and the export's rows
 * (clinicListSides.ts) read them from here, so that both count alike. */
export const SIDE_COUNTS = {
  doctors: {
    from: 'clinic_doctors cd join doctors d on d.id = cd.doctor_id',
    clinic: 'cd.clinic_id',
    where: '',
    visible: 'cd.published = 1 and d.active = 1',
  },
  reviews: { from: 'reviews r', clinic: 'r.clinic_id', where: ' and r.deleted = 0', visible: 'r.published = 1 and r.visible = 1' },
};

/** The side lists beside the clinics of `p`, as keys and values of a JSON object: each clinic's
 * modules, and how many of its doctors and reviews there are and are visible, by clinic id. */
function sides(d: Dialect): string {
  const module = `${d.object}('module', m.module, 'connection', m.connection, 'state', m.state, 'validUntil', m.valid_until, 'price', m.price)`;
  const count = ({ from, clinic, where, visible }: (typeof SIDE_COUNTS)['doctors']) =>
    `(select ${d.object}('visible', ${d.count(visible)}, 'total', count(*)) from ${from} where ${clinic} = p.id${where})`;
  return `'modules', (select ${d.keyed('p.id', `(select ${d.array(module, 'm.module')} from clinic_modules m where m.clinic_id = p.id)`)} from p),
      'doctorsQty', (select ${d.keyed('p.id', count(SIDE_COUNTS.doctors))} from p),
      'reviewsQty', (select ${d.keyed('p.id', count(SIDE_COUNTS.reviews))} from p)`;
}

function pageStatement(dialect: DialectName): string {
  const d = dialect === 'postgres' ? POSTGRES : SQLITE;
  const l10n = (lang: 'RU' | 'EN') =>
    `coalesce((select ${d.object}('visible', ${d.bool('l.visible = 1')}, 'shortName', l.short_name, 'name', l.name)
       from clinic_l10n l where l.clinic_id = c.id and l.lang = '${lang}'),
     ${d.object}('visible', ${d.bool('1 = 0')}, 'shortName', '', 'name', ''))`;
  const quality = `(select ${d.object}('RU', ${d.count(`m.lang = 'RU' and ${completeSql('m')}`)}, 'EN', ${d.count(`m.lang = 'EN' and ${completeSql('m')}`)})
     from complete_edit m where m.clinic_id = c.id)`;
  const clinic = `${d.object}('id', c.id, 'hash', c.hash, 'slug', c.slug, 'state', c.state, 'cityId', c.city_id,
     'directLead', ${d.bool('c.direct_lead = 1')}, 'superAgentId', c.super_agent_id, 'updated', c.updated,
     'updatedBy', (select u.name from users u where u.id = c.updated_by),
     'll10n', ${d.object}('RU', ${l10n('RU')}, 'EN', ${l10n('EN')}), 'quality', ${quality})`;
  return `with p as (${d.ids})
    select ${d.object}(
      'clinics', (select ${d.array(clinic, 'p.ord')} from p join clinics c on c.id = p.id),
      ${sides(d)},
      'total', ${d.total})${dialect === 'postgres' ? '::text' : ''} as answer,
    (select version from list_versions where name = 'clinics') as version,
    ${stateTokenSql(dialect)} as state`;
}

const statements = new Map<DialectName, string>();

/** `state`: the database state the statement read (db/dialect.ts stateTokenSql). */
export type ListPage = { answer: string; version: number; state?: string };

/** The answer of a page showing `ids` (in that order) out of `total` matches, as JSON text, and
 * the list version the statement saw. */
export async function clinicListPage(sql: Sql, ids: number[], total: number): Promise<ListPage> {
  let text = statements.get(sql.dialect);
  if (!text) {
    text = prepared(pageStatement(sql.dialect));
    statements.set(sql.dialect, text);
  }
  const [row] = await run<{ answer: string; version: number; state: string }>(sql, text, [
    sql.dialect === 'postgres' ? ids : JSON.stringify(ids),
    total,
  ]);
  return { answer: String(row?.answer), version: Number(row?.version ?? 0), state: String(row?.state) };
}

/** How a dialect counts the rows that pass `test` (0 when none), as the page's side lists count. */
export const countSql = (dialect: DialectName, test: string) => (dialect === 'postgres' ? POSTGRES : SQLITE).count(test);
