// Each clinic's count of complete profile sections per language (the clinics list's "RU: 5 из 13"),
// kept on its row by triggers on complete_edit, so that an export of the whole list reads two
// columns instead of summing four to twenty-six marks per clinic (issue 27 point 2: that sum was
// a seventh of SQLite's CSV and a quarter of PostgreSQL's statement time at 100k clinics). The
// triggers see every write of a mark (repositories/completeEdit.ts, the recount of
// repositories/completionCounts.ts, a clinic's deletion, bulk inserts), whoever makes it.
// The rule is services/completion.ts completeSql: a change of PROFILE_SECTIONS needs a migration
// that makes these triggers again and recounts (docs/decisions.md "Export what the list shows").
import { type Kysely, sql } from 'kysely';
import { PROFILE_SECTIONS } from '../../../common/completion';
import type { DialectName } from '../dialect';

type Db = Kysely<unknown>;

const SECTIONS = PROFILE_SECTIONS.join(', ');
/** Whether a mark row (`m`: new or old) counts, as 1 or 0, for a language. */
const counts = (m: string, lang: 'RU' | 'EN') =>
  `(case when ${m}.state = 'complete' and ${m}.section in (${SECTIONS}) and ${m}.lang = '${lang}' then 1 else 0 end)`;

/** SQLite: a row trigger per event, each moving the clinic's two counts by its mark. */
const sqliteTriggers = (): string[] => {
  const move = (m: string, sign: '+' | '-') =>
    `update clinics set complete_ru = complete_ru ${sign} ${counts(m, 'RU')}, complete_en = complete_en ${sign} ${counts(m, 'EN')}
       where id = ${m}.clinic_id`;
  return [
    `create trigger complete_edit_sums_ins after insert on complete_edit when new.state = 'complete' begin ${move('new', '+')}; end`,
    `create trigger complete_edit_sums_del after delete on complete_edit when old.state = 'complete' begin ${move('old', '-')}; end`,
    `create trigger complete_edit_sums_upd after update of state, section, lang, clinic_id on complete_edit
       when old.state = 'complete' or new.state = 'complete' begin ${move('old', '-')}; ${move('new', '+')}; end`,
  ];
};

/** PostgreSQL: statement triggers over the transition tables, one update per statement however
 * many marks it wrote (a recount or a bulk insert writes hundreds of thousands). */
const postgresTriggers = (): string[] => {
  const sums = (table: string, sign: 1 | -1) =>
    `select m.clinic_id, ${sign} * sum(${counts('m', 'RU')}) as ru, ${sign} * sum(${counts('m', 'EN')}) as en
       from ${table} m where m.state = 'complete' group by m.clinic_id`;
  const apply = (deltas: string) => `update clinics c set complete_ru = c.complete_ru + d.ru, complete_en = c.complete_en + d.en
       from (select clinic_id, sum(ru) as ru, sum(en) as en from (${deltas}) x group by clinic_id) d
       where c.id = d.clinic_id and (d.ru <> 0 or d.en <> 0)`;
  const fn = (name: string, deltas: string) =>
    `create or replace function ${name}() returns trigger language plpgsql as $$ begin ${apply(deltas)}; return null; end $$`;
  return [
    fn('complete_sums_ins', sums('added', 1)),
    fn('complete_sums_del', sums('removed', -1)),
    fn('complete_sums_upd', `${sums('removed', -1)} union all ${sums('added', 1)}`),
    `create trigger complete_edit_sums_ins after insert on complete_edit referencing new table as added
       for each statement execute function complete_sums_ins()`,
    `create trigger complete_edit_sums_del after delete on complete_edit referencing old table as removed
       for each statement execute function complete_sums_del()`,
    `create trigger complete_edit_sums_upd after update on complete_edit referencing old table as removed new table as added
       for each statement execute function complete_sums_upd()`,
  ];
};

export async function up(db: Db, dialect: DialectName) {
  for (const column of ['complete_ru', 'complete_en'])
    await db.schema
      .alterTable('clinics')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await sql
    .raw(`update clinics set complete_ru = (select coalesce(sum(${counts('m', 'RU')}), 0) from complete_edit m where m.clinic_id = clinics.id),
      complete_en = (select coalesce(sum(${counts('m', 'EN')}), 0) from complete_edit m where m.clinic_id = clinics.id)`)
    .execute(db);
  for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);
}

export async function down(db: Db, dialect: DialectName) {
  for (const event of ['ins', 'del', 'upd'])
    await sql.raw(`drop trigger complete_edit_sums_${event}${dialect === 'postgres' ? ' on complete_edit' : ''}`).execute(db);
  if (dialect === 'postgres')
    for (const event of ['ins', 'del', 'upd']) await sql.raw(`drop function complete_sums_${event}()`).execute(db);
  for (const column of ['complete_ru', 'complete_en']) await db.schema.alterTable('clinics').dropColumn(column).execute();
}
