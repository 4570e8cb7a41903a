// The API reference (/api/docs): an OpenAPI 3.1 document that lists every registered route with
// its method, request schemas and access rule, whose schemas are valid JSON Schema 2020-12 with
// the spec's rules as `x-` extensions; the reference's page, assets and document are ADMIN-only
// and the page works under the app's security policy. On every dialect.
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE } from '../../server/plugins/guard';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

type Schema = Record<string, unknown>;
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Operation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
  'x-access'?: unknown;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

/** Fastify's `/:hash` and `/*` as OpenAPI writes them. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const names = (schema: unknown) => Object.keys((schema as { properties?: Schema } | undefined)?.properties ?? {}).sort();

/** Every schema in the document, with where it is, for the JSON Schema check. */
function schemasOf(doc: Document): [string, Schema][] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, op]) => [
      ...(op.parameters ?? []).map((p): [string, Schema] => [`${method} ${path} ${p.in} ${p.name}`, p.schema]),
      ...Object.entries(op.requestBody?.content ?? {}).map(([type, media]): [string, Schema] => [
        `${method} ${path} body ${type}`,
        media.schema,
      ]),
      ...Object.entries(op.responses).flatMap(([status, answer]) =>
        Object.entries(answer.content ?? {}).map(([type, media]): [string, Schema] => [
          `${method} ${path} ${status} ${type}`,
          media.schema,
        ]),
      ),
    ]),
  );
}

describe.each(dialects())('the API reference on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let adminClient: Client;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    adminClient = new Client(t.app);
    expect((await adminClient.login(ACCOUNTS.ADMIN, PASSWORD)).statusCode).toBe(200);
    const res = await adminClient.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3.1 document named after the package, with the session and anti-forgery schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Clinic admin API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'SESSION' }),
      xsrf: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' }),
    });
  });

  it('lists every registered route with its method, access rule and request schemas, and hides its own', () => {
    const routes = t.app.routeTable.filter((route) => !isDocs(route.url));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      const op = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      expect(op, where).toBeDefined();
      if (!op) continue;
      expect(op['x-access'], where).toEqual(route.access);
      const { body, querystring, params, headers } = route.schema ?? {};
      const inPart = (part: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === part)
          .map((p) => p.name)
          .sort();
      expect(inPart('query'), `${where} query`).toEqual(names(querystring));
      const urlParams = [...route.url.matchAll(/:(\w+)|(\*)$/g)].map(([, name, star]) => name ?? star).sort();
      expect(inPart('path'), `${where} path`).toEqual(params ? names(params) : urlParams);
      expect(inPart('header'), `${where} headers`).toEqual(names(headers));
      const bodies = Object.values(op.requestBody?.content ?? {});
      expect(bodies.length > 0, `${where} body`).toBe(body !== undefined);
      for (const media of bodies) expect(names(media.schema), `${where} body`).toEqual(names(body));
      if (route.schema?.response)
        expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(Object.keys(route.schema.response)));
    }
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${openapiPath(r.url)}`).sort());
    expect(Object.keys(doc.paths).filter(isDocs)).toEqual([]);
  });

  it('asks for the session on protected calls and for the anti-forgery header on changes', () => {
    for (const route of t.app.routeTable.filter((r) => !isDocs(r.url))) {
      const op = doc.paths[openapiPath(route.url)][route.method.toLowerCase()];
      const schemes = (op.security ?? []).flatMap((requirement) => Object.keys(requirement)).sort();
      // The portal's lead form is a public change without a session (csrf: false); a preflight is no change.
      const unsafe = UNSAFE.has(route.method) && route.csrf !== false;
      const expected = unsafe ? ['session', 'xsrf'] : route.access === 'public' ? [] : ['session'];
      expect(schemes, `${route.method} ${route.url}`).toEqual(expected);
    }
  });

  it('lists the calls under their area and shows the spec rules as extensions and required fields', () => {
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    const areas = new Set(doc.tags.map((tag) => tag.name));
    const clinicsList = doc.paths['/api/admin/clinicslist'].get;
    expect(clinicsList.tags).toEqual(['Clinics']);
    expect(operations.filter((op) => op.tags?.some((tag) => areas.has(tag))).length).toBeGreaterThan(40);
    const city = doc.paths['/api/admin/city'].post.requestBody?.content['multipart/form-data'].schema as Schema & {
      properties: Record<string, Schema>;
    };
    expect(Object.keys(doc.paths['/api/admin/city'].post.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(city.properties.slug).toMatchObject({
      type: 'string',
      'x-text': { min: 2, max: 40 },
      description: expect.stringContaining('2 to 40'),
    });
    expect(city.properties.hubId).toMatchObject({ 'x-select': true });
    expect(city.properties.slug).not.toHaveProperty('text');
    expect(city.required).toEqual(expect.arrayContaining(['slug', 'nameRU', 'hubId', 'region']));
    expect(city.required).not.toContain('id');
  });

  it('holds valid JSON Schema 2020-12 only: the custom keywords are extensions', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false });
    const extensions = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return;
      for (const [key, inner] of Object.entries(value)) {
        if (key.startsWith('x-')) extensions.add(key);
        collect(inner);
      }
    };
    const schemas = schemasOf(doc);
    for (const [, schema] of schemas) collect(schema);
    for (const keyword of [...extensions, 'example']) ajv.addKeyword(keyword);
    expect(schemas.length).toBeGreaterThan(100);
    for (const [where, schema] of schemas) expect(() => ajv.compile(schema), where).not.toThrow();
  });

  it('serves the reference to ADMINs only: 401 without a session, 403 to a MANAGER', async () => {
    const manager = new Client(t.app);
    await manager.login(ACCOUNTS.MANAGER, PASSWORD);
    const anonymous = new Client(t.app);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-ui-bundle.js']) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
      expect((await manager.get(url)).statusCode, url).toBe(403);
    }
    const page = await adminClient.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves the browsable page and its assets locally, with scripts the security policy allows', async () => {
    const page = await adminClient.get('/api/docs');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      // No inline code (the policy forbids it) and nothing from another origin.
      expect(inline.trim()).toBe('');
      expect(attributes).toMatch(/src="\/api\/docs\/static\/[\w.-]+\.js"/);
    }
    for (const [file, type] of [
      ['swagger-ui-bundle.js', /javascript/],
      ['swagger-ui.css', /css/],
      ['swagger-initializer.js', /javascript/],
    ] as const) {
      const asset = await adminClient.get(`/api/docs/static/${file}`);
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers['content-type'], file).toMatch(type);
    }
    const initializer = (await adminClient.get('/api/docs/static/swagger-initializer.js')).body;
    expect(initializer).toContain("resolveUrl('./json')");
    expect(initializer).toContain('X-XSRF-TOKEN');
  });
});
