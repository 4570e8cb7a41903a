// The preview pages a preview link opens (resources/preview/calls.ts, server/routes/preview.ts):
// public HTML, never cached and never indexed, the refusals included: 404 for a token of another
// kind or none, 410 once it has expired, 400 for a malformed token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewLink } from '../../server/services/catalogue/preview';
import { createTestApp, dialects } from '../support/testApp';

describe.each(dialects())('preview pages on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let articleId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const now = Date.now();
    const row = {
      typ: 'ARTICLE',
      lang: 'RU',
      name: 'Статья <b>для</b> предпросмотра & Ко',
      slug: 'preview-page',
      published_dt: now,
      created: now,
      updated: now,
    };
    articleId = Number((await t.app.db.insertInto('articles').values(row).returning('id').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => t.close());

  const open = (path: string) => t.app.inject({ method: 'GET', url: path });
  const expectPage = (page: Awaited<ReturnType<typeof open>>, status: number) => {
    expect(page.statusCode).toBe(status);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  };

  it('shows the article of a live token, escaped, uncached and unindexed', async () => {
    const { token } = await previewLink(t.app, articleId, 'ARTICLE');
    const page = await open(`/preview/article/${token}`);
    expectPage(page, 200);
    expect(page.body).toContain('Статья &lt;b&gt;для&lt;/b&gt; предпросмотра &amp; Ко');
    expect(page.body).not.toContain('<b>');
  });

  it('answers 404 for a token of another kind or none, 410 once expired, with the same headers', async () => {
    const { token } = await previewLink(t.app, articleId, 'ARTICLE');
    expectPage(await open(`/preview/clinic/${token}`), 404);
    expectPage(await open(`/preview/doctor/${token}`), 404);
    expectPage(await open('/preview/article/unknown-token-0123456789'), 404);
    await t.app.db
      .updateTable('preview_tokens')
      .set({ expires: Date.now() - 1 })
      .execute();
    expectPage(await open(`/preview/article/${token}`), 410);
    expect((await open('/preview/article/short')).statusCode).toBe(400);
  });
});
