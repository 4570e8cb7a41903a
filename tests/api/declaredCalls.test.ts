// The declarations are the wire (issue 24 point 2): the routes the app registers are the declared
// calls (each at its method and path, named by its operation id, with its access rule), and every
// call the spec documents (../shared/spec) is declared with its path exactly as the spec writes
// it. No route is registered by hand any more (the count below was 166 before the first area
// moved); the lists below only shrink: a call that becomes declared must leave them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Declared, pathParams } from '../../common/calls';
import type { RouteInfo } from '../../server/types';
import { callsOf, declaredCallSets, routePath } from '../support/declaredCalls';
import { documentedCalls, specFiles } from '../support/specCalls';
import { createTestApp } from '../support/testApp';

/** Routes registered by hand (166 before the first area moved, issue 24); never more. */
const HAND_WRITTEN_ROUTES_AT_MOST = 0;

/** Documented calls served by route files not yet migrated (server/routes/*.ts registering their
 * own routes), as the spec writes them. */
const NOT_YET_DECLARED: string[] = [];

/** Documented calls no route serves (docs/decisions.md "Calls declared once"): the doctor lookups
 * no screen of the app makes (001 §7; decisions "Not built", issue 20), and the original client's
 * reference loads (002 §7), whose choices this app's screens read from allcategories, hubslist and
 * the answers of the forms that use them. */
const NOT_BUILT = [
  'GET /api/admin/clinicdoctor',
  'GET /api/admin/newdoctor',
  'GET /api/admin/specialties',
  'GET /api/admin/countries',
  'GET /api/admin/allspecialties',
  'GET /api/admin/categories',
  'GET /api/admin/hubs',
  'GET /api/admin/services',
  'GET /api/admin/servicecategories',
];

/** Routes of the machinery, not of the API: the reference's own page and assets, the app's files. */
const machinery = (route: RouteInfo) => route.url === '/api/docs' || route.url.startsWith('/api/docs/') || route.url === '/assets/*';

const key = (route: { method: string; url?: string; path?: string }) => `${route.method} ${route.url ?? route.path}`;

describe('the declared calls', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let calls: Declared[];
  let routes: RouteInfo[];

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite' });
    calls = callsOf(await declaredCallSets());
    routes = t.app.routeTable.filter((route) => !machinery(route));
  });
  afterAll(() => t.close());

  it('have names unique app-wide and one call per method and path', () => {
    const duplicates = (keys: string[]) => keys.filter((name, i) => keys.indexOf(name) !== i);
    expect(duplicates(calls.map((call) => call.name))).toEqual([]);
    expect(duplicates(calls.map(key))).toEqual([]);
    for (const call of calls)
      expect(
        pathParams(call.path).every((param) => /^\w+$/.test(param)),
        call.name,
      ).toBe(true);
  });

  it('are each registered at their method and path, under their name, with their access rule', () => {
    const byKey = new Map(routes.map((route) => [key(route), route]));
    for (const call of calls) {
      const route = byKey.get(key(call));
      expect(route, `${call.name}: ${key(call)} is not registered`).toBeDefined();
      expect(route?.schema?.operationId, key(call)).toBe(call.name);
      expect(route?.access, key(call)).toEqual(call.access);
    }
  });

  it('are the routes the app registers, but for the route files not migrated yet, which only get fewer', () => {
    const declared = new Set(calls.map(key));
    const named = routes.filter((route) => route.schema?.operationId);
    expect(named.filter((route) => !declared.has(key(route))).map(key), 'registered by the registrar but not declared').toEqual([]);
    const byHand = routes.filter((route) => !declared.has(key(route)));
    console.log(`documented paths written outside the declarations: ${byHand.length}`);
    expect(byHand.length).toBeLessThanOrEqual(HAND_WRITTEN_ROUTES_AT_MOST);
  });

  it.runIf(specFiles().length === 3)('declare every call the spec documents, with its path as the spec writes it', () => {
    const documented = documentedCalls();
    expect(documented.length).toBeGreaterThan(150);
    const declared = new Set(calls.map(key));
    const registered = new Set(routes.map(key));
    const spec = (call: { method: string; path: string }) => `${call.method} ${routePath(call.path)}`;
    const written = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
    const missing = documented.filter((call) => !declared.has(spec(call)));
    const allowed = new Set([...NOT_YET_DECLARED, ...NOT_BUILT]);
    expect(
      missing.filter((call) => !allowed.has(written(call))).map((call) => `${written(call)} (${call.at})`),
      'documented, not declared',
    ).toEqual([]);
    // The lists only shrink: a declared call leaves them; each names a documented call.
    const documentedKeys = new Set(documented.map(written));
    expect(
      [...allowed].filter((entry) => !documentedKeys.has(entry)),
      'listed but not documented',
    ).toEqual([]);
    expect(
      [...allowed].filter((entry) => declared.has(routePath(entry))),
      'declared now: remove from the lists',
    ).toEqual([]);
    expect(
      NOT_YET_DECLARED.filter((entry) => !registered.has(routePath(entry))),
      'not yet declared, yet not served by hand',
    ).toEqual([]);
    expect(
      NOT_BUILT.filter((entry) => registered.has(routePath(entry))),
      'served now: declare it',
    ).toEqual([]);
    console.log(
      `documented calls: ${documented.length}; declared: ${documented.length - missing.length}; not yet declared: ${NOT_YET_DECLARED.length}; not built: ${NOT_BUILT.length}`,
    );
  });
});
