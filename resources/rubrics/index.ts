// Rubrics (002 §5 "Rubric", §7 GET /api/rubrics, POST /api/admin/rubric): a plain resource. The
// article editor picks from them; this ADMIN screen lists and adds them (docs/decisions.md). The
// spec documents no call to edit or delete one, so the screen offers neither.
import { defineResource } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { rubricSchema } from '../../schemas/rubric';

export const screens = [
  defineResource(rubricSchema, {
    name: 'rubrics',
    path: '/admin/rubrics',
    // The content staff (docs/decisions.md "The REDACTOR role").
    roles: [...CONTENT_STAFF],
    paths: { REDACTOR: '/redactor/rubrics' },
    store: {
      table: 'rubrics',
      fields: ['name', 'slug'],
      unique: ['slug'],
      transforms: { name: ['trim'], slug: ['trim', 'noLeadingSlash'] },
      order: { field: 'name', order: 'ASC' },
    },
    api: {
      // A reference load of every signed-in screen that shows articles (002 §7).
      list: { path: '/api/rubrics', key: 'rubrics', access: 'user' },
      // The article and tag editors add one in place, the REDACTOR's too.
      create: { path: '/api/admin/rubric', access: ['ADMIN', 'REDACTOR'], encoding: 'multipart', errorsAt: 'root', answer: 'empty' },
    },
    list: {
      view: 'table',
      title: 'name',
      columns: [{ source: 'slug' }],
      sort: { field: 'name', order: 'ASC' },
    },
    form: { mode: 'modal', sections: [{ fields: [{ source: 'name' }, { source: 'slug' }] }] },
    // The same modal adds one in the article editor (the id picker's `create`, resources/articles/articleForm.ts).
    messages: { createTitle: 'app.articles.rubrics.title' },
  }),
];
