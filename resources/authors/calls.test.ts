// The authors' declared calls as the browser sends them (dataProvider/callRequests.ts): the same
// method, path, parts, If-Match and field-error location as the requests of the call table they
// replace (dataProvider/authorCalls.ts before issue 24: not a byte changes on the wire). A save is
// multipart: the author as JSON text and the photo when one was chosen.
import { describe, expect, it } from 'vitest';
import { callRequest, partsRequest } from '../../dataProvider/callRequests';
import { toFormData } from '../../dataProvider/http';
import { authorCalls } from './calls';

const { calls } = authorCalls;

describe('the authors’ calls', () => {
  it('reads the active authors and one author, deletes one with the version it shows', () => {
    expect(callRequest(calls.listAuthors)).toEqual({ method: 'GET', path: '/api/admin/author/all' });
    expect(callRequest(calls.getAuthor, { id: 3 })).toEqual({ method: 'GET', path: '/api/admin/author/3' });
    expect(callRequest(calls.deleteAuthor, { id: 3 }, { version: 1700 })).toEqual({
      method: 'DELETE',
      path: '/api/admin/author/3',
      version: 1700,
    });
  });

  it('sends a new author with its photo, and an edit without one with the loaded version', () => {
    const author = { isDoctor: true, lastName: 'Иванов', socialNetworks: { VK: '', FB: '', OK: '', LI: '' } };
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    const created = partsRequest(calls.createAuthor, {}, { parts: { author: JSON.stringify(author), photo } });
    expect(created).toEqual({
      method: 'POST',
      path: '/api/admin/author',
      body: { author: JSON.stringify(author), photo },
      encoding: 'multipart',
      errorsAt: 'error',
    });
    const edit = { ...author, id: 3 };
    const updated = partsRequest(calls.updateAuthor, {}, { parts: { author: JSON.stringify(edit), photo: undefined }, version: 1800 });
    expect(updated).toMatchObject({ method: 'PUT', path: '/api/admin/author', encoding: 'multipart', errorsAt: 'error', version: 1800 });
    // The form the server reads: the author part alone when no photo was chosen.
    expect([...toFormData(updated.body ?? {}).keys()]).toEqual(['author']);
    expect(JSON.parse(String(toFormData(updated.body ?? {}).get('author')))).toEqual(edit);
  });
});
