import type { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from './fakeFetch';
import { fakeXhr } from './fakeXhr';
import { createUpload, NETWORK_ERROR } from './upload';

const photo = () => new File([new Uint8Array(2048)], 'photo.jpg', { type: 'image/jpeg' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(cookie?: string) {
  const browser = fakeBrowser(cookie);
  const xhr = fakeXhr();
  const upload = createUpload(browser.env, xhr.make);
  return { browser, xhr, upload };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('should reject'),
    (error: HttpError) => error,
  );

describe('upload', () => {
  it('posts the fields and the file as multipart with the cookie token, reports progress and resolves the JSON', async () => {
    const { xhr, upload, browser } = setup('token-1');
    const progress: number[] = [];
    const done = upload({ path: '/api/admin/image/upload', fields: { hash: 'h1' }, file: photo(), onProgress: (p) => progress.push(p) });
    await tick();
    const [sent] = xhr.sent;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/admin/image/upload');
    expect(sent.headers['X-XSRF-TOKEN']).toBe('token-1');
    const fields = sent.fields();
    expect(fields.hash).toBe('h1');
    expect((fields.file as File).name).toBe('photo.jpg');
    expect((fields.file as File).size).toBe(2048);
    sent.progress(512, 2048);
    sent.progress(2048, 2048);
    sent.respond(200, { image: { id: 7 } });
    await expect(done).resolves.toEqual({ image: { id: 7 } });
    expect(progress).toEqual([0.25, 1, 1]);
    expect(browser.requests).toEqual([]);
  });

  it('fetches a CSRF token first when the cookie is absent, and names a Blob as asked', async () => {
    const { xhr, upload, browser } = setup();
    const done = upload({ path: '/api/admin/cliniclogo/upload/h1', file: new Blob(['x'.repeat(2000)]), fileName: 'logo.png' });
    await tick();
    expect(browser.requests.map((r) => r.url)).toEqual(['/api/csrf-token']);
    expect(xhr.sent[0].headers['X-XSRF-TOKEN']).toBe('fresh-token');
    expect((xhr.sent[0].fields().file as File).name).toBe('logo.png');
    xhr.sent[0].respond(200, { lLogo: null });
    await done;
  });

  it('maps field errors (even on 200) onto body.errors, as http.ts does', async () => {
    const { xhr, upload } = setup('t');
    const done = rejection(upload({ path: '/api/admin/image/upload', file: photo(), errorsAt: 'error' }));
    await tick();
    xhr.sent[0].respond(400, { message: 'Bad', error: { file: ['Wrong format/size', 'again'] } });
    const error = await done;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Bad');
    expect(error.body.errors).toEqual({ file: 'Wrong format/size; again' });

    const ok = rejection(upload({ path: '/x', file: photo(), errorsAt: 'error' }));
    await tick();
    xhr.sent[1].respond(200, { error: { file: 'Too small' } });
    expect((await ok).body.errors).toEqual({ file: 'Too small' });
  });

  it('rejects a 413 with its status, and 401 sends the browser to /login', async () => {
    const { xhr, upload, browser } = setup('t');
    const large = rejection(upload({ path: '/x', file: photo() }));
    await tick();
    xhr.sent[0].statusText = 'Payload Too Large';
    xhr.sent[0].respond(413, undefined);
    const error = await large;
    expect(error.status).toBe(413);
    expect(error.message).toBe('Payload Too Large');

    const expired = rejection(upload({ path: '/x', file: photo() }));
    await tick();
    xhr.sent[1].respond(401, { message: 'Unauthorized' });
    expect((await expired).status).toBe(401);
    expect(browser.visited).toEqual(['/login']);
  });

  it('rejects a network failure with status 0', async () => {
    const { xhr, upload } = setup('t');
    const done = rejection(upload({ path: '/x', file: photo() }));
    await tick();
    xhr.sent[0].failNetwork();
    const error = await done;
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR);
  });

  it('aborts the request through the signal, before or during the upload', async () => {
    const { xhr, upload } = setup('t');
    const controller = new AbortController();
    const done = upload({ path: '/x', file: photo(), signal: controller.signal });
    await tick();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.sent[0].aborted).toBe(true);

    await expect(upload({ path: '/x', file: photo(), signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.sent).toHaveLength(1);
  });
});
