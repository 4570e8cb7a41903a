// The SEO pages' declared calls as the browser sends them (dataProvider/callRequests.ts): the same
// method, path, query, body encoding, If-Match and field-error location as the requests of the
// call table they replace (dataProvider/seoPageCalls.ts before issue 24: not a byte changes on the
// wire). A place's missing parts go as '' and are left out of the query.
import { describe, expect, it } from 'vitest';
import { callRequest } from '../../dataProvider/callRequests';
import { withQuery } from '../../dataProvider/http';
import { seoPageCalls } from './calls';

const { calls } = seoPageCalls;
const url = (request: { path: string; query?: Parameters<typeof withQuery>[1] }) => withQuery(request.path, request.query);

describe('the SEO pages’ calls', () => {
  it('asks the tree, a page and the disease search with the screen’s values', () => {
    expect(url(callRequest(calls.seoTree, { locals: 'EN', cityId: '' }))).toBe('/api/admin/getseopages?locals=EN');
    expect(url(callRequest(calls.seoTree, { locals: 'RU', cityId: '12' }))).toBe('/api/admin/getseopages?locals=RU&cityId=12');
    expect(url(callRequest(calls.getSeoPage, { cid: '3', sid: '', ct: '12', locals: 'RU' }))).toBe(
      '/api/admin/seopage?cid=3&ct=12&locals=RU',
    );
    expect(url(callRequest(calls.searchDiseases, { query: 'рак' }))).toBe(
      `/api/admin/seopages/diseases?query=${encodeURIComponent('рак')}`,
    );
  });

  it('saves a page and its main flag as JSON, the page with the loaded version, field errors under `error`', () => {
    const page = { cid: 3, sid: null, ct: 12, locals: 'RU', title: 'Кардиология', author: null };
    expect(callRequest(calls.saveSeoPage, page, { version: 1700 })).toEqual({
      method: 'POST',
      path: '/api/admin/seopage',
      body: page,
      encoding: 'json',
      errorsAt: 'error',
      version: 1700,
    });
    expect(callRequest(calls.saveSeoPageMain, { id: 4, locals: 'EN', v: true })).toEqual({
      method: 'POST',
      path: '/api/admin/seopage/savemain',
      body: { id: 4, locals: 'EN', v: true },
      encoding: 'json',
      errorsAt: 'error',
    });
  });
});
