// Demo leads in every state (NEW over two pages of 50, then in work, case created, deleted),
// pointing at the demo catalogue's clinics, doctors and agents, so that a fresh demo database shows
// the manager's list filled. Runs after the catalogue is loaded (server/bootstrap.ts).
import type { LeadState } from '../../common/leadStates';
import { batchSize } from '../db/dialect';
import type { Db } from '../db/kysely';

const COUNTS: [LeadState, number][] = [
  ['NEW', 64],
  ['UNDERWAY', 18],
  ['INQUIRY', 12],
  ['DELETED', 9],
];

const FIRST = ['Анна', 'Сергей', 'Мария', 'Дмитрий', 'Елена', 'Алексей', 'Ольга', 'Игорь', 'Наталья', 'Павел', 'Aigerim', 'John'];
const LAST = [
  'Иванова',
  'Петров',
  'Смирнова',
  'Кузнецов',
  'Попова',
  'Соколов',
  'Лебедева',
  'Козлов',
  'Новикова',
  'Морозов',
  'Bekova',
  'Smith',
];
const DIAGNOSES = [
  'Грыжа межпозвонкового диска L4-L5, нужна консультация нейрохирурга',
  'Бесплодие, планируем ЭКО',
  'Катаракта правого глаза',
  'Артроз коленного сустава 3 степени, эндопротезирование',
  'Реабилитация после инсульта',
  'Имплантация зубов, верхняя челюсть',
  'Second opinion on a thyroid nodule biopsy',
];
const COUNTRIES = ['RU', 'RU', 'RU', 'KZ', 'UZ', 'DE'];
const REGIONS = [77, 78, 50, 16, 66, 23];
const HOUR = 3_600_000;

const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

export async function loadDemoLeads(db: Db): Promise<void> {
  if (await db.selectFrom('leads').select('id').executeTakeFirst()) return;
  const clinics = ids(await db.selectFrom('clinics').select('id').orderBy('id').limit(6).execute());
  const doctors = ids(await db.selectFrom('doctors').select('id').where('active', '=', 1).orderBy('id').limit(6).execute());
  const agents = ids(await db.selectFrom('agents').select('id').orderBy('id').limit(3).execute());
  const pick = <T>(list: readonly T[], i: number): T | null => (list.length ? list[i % list.length] : null);
  const now = Date.now();
  const rows = COUNTS.flatMap(([state, count], group) =>
    Array.from({ length: count }, (_, i) => {
      const n = group * 100 + i;
      const country = COUNTRIES[n % COUNTRIES.length];
      const sent = state !== 'NEW' && i % 2 === 0;
      return {
        state,
        restore_state: state === 'DELETED' ? (['NEW', 'UNDERWAY', 'INQUIRY'] as const)[i % 3] : null,
        country,
        region: country === 'RU' ? REGIONS[n % REGIONS.length] : null,
        clinic_id: i % 5 === 4 ? null : pick(clinics, n),
        doctor_id: i % 3 === 0 ? pick(doctors, n) : null,
        clinic_sent_id: sent ? pick(clinics, n + 1) : null,
        agent_sent_id: sent && i % 4 === 0 ? pick(agents, n) : null,
        name: `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]}`,
        // The first and last names of an even n are women's (the lists alternate).
        gender: n % 11 === 5 ? 'UNKNOWN' : n % 2 === 0 ? 'FEMALE' : 'MALE',
        age: n % 11 === 0 ? null : 18 + ((n * 13) % 60),
        phone: `+7 9${String(10 + (n % 89)).padStart(2, '0')} ${String(100 + ((n * 37) % 900))}-${String(10 + (n % 90))}-${String(10 + ((n * 3) % 90))}`,
        email: n % 4 === 3 ? '' : `patient${n}@example.com`,
        diagnosis: DIAGNOSES[n % DIAGNOSES.length],
        link: i % 6 === 0 ? 1 : 0,
        oms: i % 4 === 1 ? 1 : 0,
        created: now - (n + 2) * HOUR,
        updated: now - (i + 1) * HOUR,
      };
    }),
  );
  await db.transaction().execute(async (trx) => {
    const size = batchSize(Object.keys(rows[0]).length);
    const leadIds: number[] = [];
    for (let i = 0; i < rows.length; i += size)
      leadIds.push(
        ...ids(
          await trx
            .insertInto('leads')
            .values(rows.slice(i, i + size))
            .returning('id')
            .execute(),
        ),
      );
    // A few leads carry files (their count shows in the list).
    const files = leadIds
      .filter((_, i) => i % 5 === 1)
      .flatMap((leadId, i) =>
        Array.from({ length: 1 + (i % 3) }, (_, k) => ({
          lead_id: leadId,
          hash: `1ead0000-0000-4000-8000-${String(leadId * 10 + k).padStart(12, '0')}`,
          name: `Выписка ${k + 1}.pdf`,
          file_type: 'pdf',
          size: 120_000 + k * 1000,
          created: now,
        })),
      );
    if (files.length) await trx.insertInto('lead_files').values(files).execute();
  });
}
