// The tags' page (002 §7 "Articles and tags"; docs/api.md "Articles and tags"): tags are articles
// of typ TAG, listed newest first, 15 a page on the tags screen, one tag as its editor loads it, and
// its save. They serve react-admin's getList (the declared list, index.ts), getOne, create and
// update (the tag's record page) of the `tags` resource; served by server/routes/articleEditor.ts.
import { defineCalls } from '../../common/calls';
import * as answers from '../../schemas/answers/articles';
import { rowIdParams } from '../../schemas/requests/common';
import { tagSchema } from '../../schemas/tag';
import { CONTENT, PAGED } from '../articles/calls';

const tagsQuery = {
  type: 'object',
  // 002 §9: the tag pickers ask 1000 at once.
  properties: { page: { type: 'integer', minimum: 0, default: 0 }, size: { type: 'integer', minimum: 1, maximum: 1000, default: 15 } },
} as const;

export const tagCalls = defineCalls(
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
    getTag: {
      method: 'GET',
      path: '/api/admin/tag/:id',
      description: 'One tag as its editor loads it; 404 for an article or an unknown id.',
      params: rowIdParams,
      answer: answers.tagGetAnswer,
      resource: 'getOne',
      one: { key: 'tag' },
    },
    saveTag: {
      method: 'POST',
      path: '/api/admin/tag',
      description: 'Saves a tag (id 0 creates one); lists as repeated fields; the history records the change.',
      body: tagSchema,
      answer: answers.articleSavedAnswer,
      version: true,
      resource: ['create', 'update'],
    },
  },
);
