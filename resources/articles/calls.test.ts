// The articles' and tags' declared calls as the browser sends them (dataProvider/callRequests.ts):
// the same method, path, query, body encoding, If-Match and field-error location as the requests
// of the call table they replace (dataProvider/articleCalls.ts before issue 24: not a byte changes
// on the wire).
import { describe, expect, it } from 'vitest';
import { callRequest } from '../../dataProvider/callRequests';
import { withQuery } from '../../dataProvider/http';
import { tagCalls } from '../tags/calls';
import { articleEditorCalls, articleListCalls } from './calls';

const editor = articleEditorCalls.calls;
const url = (request: { path: string; query?: Parameters<typeof withQuery>[1] }) => withQuery(request.path, request.query);

describe('the articles’ calls', () => {
  it('asks a tab’s page with its filters, the tags’ page and the search as the lists did', () => {
    const page = { typ: 'NEWS', page: 1, size: 15, category: [3, 4], hub: [] } as const;
    expect(url(callRequest(articleListCalls.calls.listArticles, page))).toBe(
      '/api/admin/articles/list?typ=NEWS&page=1&size=15&category=3&category=4',
    );
    expect(url(callRequest(tagCalls.calls.listTags, { page: 0, size: 15 }))).toBe('/api/admin/tags?page=0&size=15');
    expect(url(callRequest(editor.searchArticles, { query: 'рак', type: 'ARTICLE' }))).toBe(
      `/api/admin/searchArticles?query=${encodeURIComponent('рак')}&type=ARTICLE`,
    );
  });

  it('loads an article by query, a tag and a preview link by path', () => {
    expect(callRequest(editor.getArticle, { id: 8 })).toEqual({ method: 'GET', path: '/api/admin/article/get', query: { id: 8 } });
    expect(callRequest(tagCalls.calls.getTag, { id: 9 })).toEqual({ method: 'GET', path: '/api/admin/tag/9' });
    expect(callRequest(editor.articlePreviewLink, { id: 8 })).toEqual({ method: 'GET', path: '/api/admin/article/preview/8' });
  });

  it('saves as form fields with the loaded version, field errors under `errors`', () => {
    const values = { id: 8, typ: 'ARTICLE', name: 'Статья', rubrics: [2, 5], published: true };
    for (const [call, path] of [
      [editor.saveArticle, '/api/admin/article/save'],
      [tagCalls.calls.saveTag, '/api/admin/tag'],
    ] as const)
      expect(callRequest(call, values, { version: 1700 })).toEqual({
        method: 'POST',
        path,
        body: values,
        encoding: 'multipart',
        errorsAt: 'errors',
        version: 1700,
      });
  });
});
