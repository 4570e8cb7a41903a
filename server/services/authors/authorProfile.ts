// An author's own fields by their wire names, read from the row once for both the answer
// (authorAnswers.ts) and the history's snapshot (authorSnapshot.ts), so that a field added to one
// is not forgotten in the other. The photo and the social links differ: the answer gives URLs and
// every network, the history the photo's file and only the links that exist.
import type { AuthorRow } from '../../repositories/authors';

export const authorProfile = (row: AuthorRow) => ({
  isDoctor: Number(row.is_doctor) === 1,
  firstName: row.first_name,
  patronymicName: row.patronymic_name,
  lastName: row.last_name,
  personDescription: row.person_description,
  link: row.link,
  position: row.position,
  description: row.description,
  seniority: row.seniority,
  degree: row.degree,
  clinic: row.clinic,
});
