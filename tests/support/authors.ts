// An author row for the tests that only need one to point at (an article's or SEO page's author):
// its kind and last name, every other text blank, no photo.
import type { Db } from '../../server/db/kysely';

export type TestAuthor = { isDoctor: boolean; lastName: string; active?: boolean; id?: number };

export async function addAuthor(db: Db, { isDoctor, lastName, active = true, id }: TestAuthor): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('authors')
    .values({
      ...(id === undefined ? {} : { id }),
      is_doctor: isDoctor ? 1 : 0,
      active: active ? 1 : 0,
      first_name: 'Анна',
      patronymic_name: '',
      last_name: lastName,
      person_description: '',
      link: '',
      position: '',
      description: '',
      seniority: '',
      degree: '',
      clinic: '',
      photo_hash: null,
      photo_file_type: null,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
