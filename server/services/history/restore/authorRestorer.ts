// An author's restore: the author modal's one form, its social links by network. Its kind (doctor
// or editor) is chosen on create, and a replaced photo's files are removed: shown, not offered.
import { SOCIAL_NETWORKS } from '../../../db/authorTables';
import { authorById, socialLinksOf } from '../../../repositories/authors';
import { authorProfile } from '../../authors/authorProfile';
import { type AuthorInput, authorRules } from '../../authors/saveAuthor';
import { updateAuthorIn } from '../../authors/updateAuthor';
import type { Restorer, RestoreStep } from './restorer';
import { rowVersion } from './rowVersion';

/** The history names a link `socialNetworks.VK`, a path into the form; a link absent then is blank. */
const LINKS = SOCIAL_NETWORKS.map((network) => `socialNetworks.${network}`);
const blank = (value: unknown) => value ?? '';

const author: RestoreStep = {
  shared: [
    ...['lastName', 'firstName', 'patronymicName', 'personDescription', 'link', 'position', 'degree', 'clinic'],
    ...['description', 'seniority', ...LINKS],
  ],
  perLang: [],
  formNames: Object.fromEntries(LINKS.map((path) => [path, path])),
  toForm: Object.fromEntries(LINKS.map((path) => [path, blank])),
  schema: (form) => authorRules(form.isDoctor === true, false),
  async form(db, id) {
    const row = await authorById(db, id);
    if (!row) throw new Error(`no author ${id}`);
    const links = (await socialLinksOf(db, [id])).get(id) ?? {};
    const socialNetworks = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, links[network] ?? '']));
    return { ...authorProfile(row), socialNetworks };
  },
  save: async (sql, id, form, actor) => {
    await updateAuthorIn(sql.db, id, form as AuthorInput, actor);
  },
};

export const authorRestorer: Restorer = { steps: [author], ...rowVersion('authors') };
