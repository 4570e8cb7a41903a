// docs/api-reference.md is what the server serves (issue 24 point 5): it is rendered from the
// OpenAPI document the running server builds from its routes and declarations, and this test fails
// while the committed file differs (`npm run docs:api` rewrites it: UPDATE_API_REFERENCE=1). And
// docs/api.md, the notes written by hand, names only calls the server has.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, renderApiReference } from '../support/apiReference';
import { createTestApp } from '../support/testApp';

const REFERENCE = new URL('../../docs/api-reference.md', import.meta.url);
const NOTES = new URL('../../docs/api.md', import.meta.url);

/** Calls of the spec that api.md names to say why this server does not serve them. */
const NOT_SERVED = ['GET /api/admin/clinicdoctor', 'GET /api/admin/newdoctor'];

/** A route's path as a pattern: each `{parameter}` stands for one segment, or part of one. */
const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]*\}/g, '[^/]+')}$`);

/** The calls the notes name: a method and a path, `{id}` or `<hash>` standing for a value. */
function namedCalls(notes: string): string[] {
  const calls = notes.match(/\b(GET|POST|PUT|PATCH|DELETE|OPTIONS) \/[\w/{}<>.:-]*/g) ?? [];
  return [...new Set(calls.map((call) => call.replace(/[.:]$/, '')))];
}

// One dialect is enough: the document does not depend on the database.
describe('the API reference', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite' });
    await t.app.ready();
    doc = t.app.swagger() as unknown as OpenApiDocument;
  });
  afterAll(() => t.close());

  it('docs/api-reference.md is rendered from the routes the server registers', () => {
    const rendered = renderApiReference(doc);
    if (process.env.UPDATE_API_REFERENCE === '1') writeFileSync(REFERENCE, rendered);
    // Every route is in it, under its method and path.
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} \`${path}\``),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) expect(rendered).toContain(`### ${operation}`);
    expect(readFileSync(REFERENCE, 'utf8'), 'docs/api-reference.md is out of date: run `npm run docs:api`').toBe(rendered);
  });

  it('docs/api.md names only calls the server answers', () => {
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: pattern(path) })),
    );
    const named = namedCalls(readFileSync(NOTES, 'utf8')).filter((call) => !NOT_SERVED.includes(call));
    expect(named.length).toBeGreaterThan(50);
    const unknown = named.filter((call) => {
      const [method, path] = call.split(' ');
      return !routes.some((route) => route.method === method && route.path.test(path));
    });
    expect(unknown).toEqual([]);
  });
});
