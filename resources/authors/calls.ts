// The authors' calls (002 §7 "Authors"; docs/api.md "Authors"), for the content staff
// (docs/decisions.md "The REDACTOR role"): the active authors, which the authors screen and the
// article, tag and SEO page editors read; one author, also a soft-deleted one; create with a photo,
// edit (photo optional, If-Match) and soft delete, field errors under `error`. Served by
// server/routes/authors.ts; they serve react-admin's methods of the `authors` resource, which the
// declared authors screen (index.ts) and the editors' author fields use.
import { defineCalls } from '../../common/calls';
import { CONTENT_STAFF } from '../../common/roles';
import { authorAnswer, authorsAnswer } from '../../schemas/answers/authors';
import { idParams } from '../../schemas/requests/common';

/** A save is multipart, the author as JSON text in `author` and the photo in `photo`, sent as the
 * call's parts; or the author JSON alone. The handler reads either (services/authors/saveAuthor.ts),
 * so the declared body only names them: no multipart content type is required of it. */
const authorBody = { description: 'multipart `author` (JSON) and `photo`, or the author JSON alone' } as const;

const AUTHORS = { area: 'Authors', resource: 'authors', access: CONTENT_STAFF, errorsAt: 'error' } as const;

/** A save: the author as JSON text in `author`, a newly chosen photo in `photo`. */
const authorParts = { json: 'author', files: ['photo'] } as const;

export const authorCalls = defineCalls(AUTHORS, {
  listAuthors: {
    method: 'GET',
    path: '/api/admin/author/all',
    description: 'The active authors, doctors and editors together (told apart by isDoctor), by last name, first name.',
    answer: authorsAnswer,
    resource: 'getList',
    paging: { items: 'authors' },
  },
  getAuthor: {
    method: 'GET',
    path: '/api/admin/author/:id',
    description: 'One author, also a soft-deleted one (an article may still name it); 404 for an unknown id.',
    params: idParams,
    answer: authorAnswer,
    resource: 'getOne',
  },
  createAuthor: {
    method: 'POST',
    path: '/api/admin/author',
    description:
      'Creates an author with its photo (required), re-encoded within 640x640 with an 88x88 thumbnail; the kind (isDoctor) is chosen here for good.',
    body: authorBody,
    encoding: 'multipart',
    parts: authorParts,
    answer: authorAnswer,
    resource: 'create',
  },
  updateAuthor: {
    method: 'PUT',
    path: '/api/admin/author',
    description: 'Saves the author `id` of the body; a new photo replaces the old one, whose files are removed.',
    body: authorBody,
    encoding: 'multipart',
    parts: authorParts,
    answer: authorAnswer,
    version: true,
    resource: 'update',
  },
  deleteAuthor: {
    method: 'DELETE',
    path: '/api/admin/author/:id',
    description: 'Soft-deletes the author: the articles that name it keep it.',
    params: idParams,
    answer: authorAnswer,
    version: true,
    resource: 'delete',
  },
});
