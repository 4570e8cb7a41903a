// The answer of the search everywhere (GET /api/search, issue 27): the kinds of record that have
// matches, each with their number and the first of them.
import { exact, integer } from './common';

const searchItem = exact({
  id: integer,
  title: { type: 'string', description: 'The record’s name in the user’s language (else the other one’s).' },
  subtitle: { type: 'string', description: 'What tells it apart: a clinic’s city, a doctor’s specialty, a user’s e-mail…' },
  path: { type: 'string', description: 'The admin UI’s address that opens the record.' },
});

const searchGroup = exact({
  resource: { type: 'string', description: 'The kind: the resource whose screen opens it (clinics, doctors, articles…).' },
  total: { ...integer, description: 'How many records of the kind match, counted up to 1000 (1000: that many or more).' },
  items: { type: 'array', items: searchItem },
});

export const searchAnswer = exact({ groups: { type: 'array', items: searchGroup } });
