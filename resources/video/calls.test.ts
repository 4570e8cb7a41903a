// The video library's declared calls as the browser sends them (dataProvider/callRequests.ts): the
// same method, path, query, body encoding, If-Match and field-error location as the requests of the
// call table they replace (dataProvider/videoCalls.ts before issue 24: not a byte changes on the
// wire). The saves stay JSON though the server reads form fields too: a form would drop an empty
// link list and send the clinics' directions as JSON text.
import { describe, expect, it } from 'vitest';
import { callRequest } from '../../dataProvider/callRequests';
import { withQuery } from '../../dataProvider/http';
import { publicReadCalls, videoCalls } from './calls';

const { calls } = videoCalls;
const reads = publicReadCalls.calls;

const url = (request: { path: string; query?: Parameters<typeof withQuery>[1] }) => withQuery(request.path, request.query);

describe('the video library’s calls', () => {
  it('reads the active videos and deletes one with the version it shows', () => {
    expect(callRequest(calls.listVideos)).toEqual({ method: 'GET', path: '/api/admin/video/all' });
    expect(callRequest(calls.deleteVideo, { id: 5 }, { version: 1700 })).toEqual({
      method: 'DELETE',
      path: '/api/admin/video/5',
      version: 1700,
    });
  });

  it('sends an add and a save as JSON, the save with the loaded version, field errors under `error`', () => {
    const texts = { title: 'Видео', url: 'https://youtu.be/dQw4w9WgXcQ', description: '' };
    expect(callRequest(calls.createVideo, texts)).toEqual({
      method: 'POST',
      path: '/api/admin/video',
      body: texts,
      encoding: 'json',
      errorsAt: 'error',
    });
    const links = { specialties: [], diseases: [2], clinics: [3], doctors: [], texts: [], clinicCategories: { 3: [7] } };
    expect(callRequest(calls.saveVideo, { id: 5, ...texts, ...links }, { version: 1800 })).toEqual({
      method: 'PUT',
      path: '/api/admin/video/5',
      body: { ...texts, ...links },
      encoding: 'json',
      errorsAt: 'error',
      version: 1800,
    });
  });

  it('asks the pickers’ reads as the portal’s client does', () => {
    expect(url(callRequest(reads.publicDoctors, { locale: 'RU', page: 0, size: 10000 }))).toBe('/api/doctors?locale=RU&page=0&size=10000');
    expect(url(callRequest(reads.publicArticles, { t: 'catalogue_ai', locale: 'en', size: 500 }))).toBe(
      '/api/articles/?t=catalogue_ai&locale=en&size=500',
    );
    expect(url(callRequest(reads.publicClinic, { slug: 'klinika/1', locale: 'EN' }))).toBe('/api/clinics/klinika%2F1?locale=EN');
  });
});
