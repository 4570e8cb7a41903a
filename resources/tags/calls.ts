// The tags' page (002 §7 "Articles and tags"; docs/api.md "Articles and tags"): tags are articles
// of typ TAG, listed newest first, 15 a page on the tags screen. It serves react-admin's getList of
// the `tags` resource (the declared list, index.ts); served by server/routes/articleEditor.ts.
import { defineCalls } from '../../common/calls';
import * as answers from '../../schemas/answers/articles';
import { CONTENT, PAGED } from '../articles/calls';

const tagsQuery = {
  type: 'object',
  // 002 §9: the tag pickers ask 1000 at once.
  properties: { page: { type: 'integer', minimum: 0, default: 0 }, size: { type: 'integer', minimum: 1, maximum: 1000, default: 15 } },
} as const;

export const tagListCalls = defineCalls(
  { ...CONTENT, resource: 'tags' },
  {
    listTags: {
      method: 'GET',
      path: '/api/admin/tags',
      description: 'A page of the tags (articles of typ TAG), newest first; the tag pickers ask up to 1000.',
      query: tagsQuery,
      answer: answers.tagsAnswer,
      paging: PAGED,
      resource: 'getList',
    },
  },
);
