// Data providers made from declarations, for the tests: one or more areas' declarations over a
// fake browser (the tests that hold an area's calls to the requests its screens sent before,
// resources/<area>/*.test.ts), and plain resources' over a given http client (the engine's and the
// guide's tests, the API tests through injectBrowser).

import type { ResourceDefinition } from '../../common/resource';
import { createDataProvider } from '../../dataProvider/callProvider';
import { type CallModule, type CallRegistry, createCallRegistry } from '../../dataProvider/callRegistry';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { createHttp, type Http } from '../../dataProvider/http';
import { plainAreas } from '../../dataProvider/plainAreas';

type Method = (input?: object, options?: object) => Promise<unknown>;

/** The provider over `http`, with uploads and downloads refused (no test here sends one). */
function providerOver(http: Http, registry: CallRegistry) {
  const refuse = () => Promise.reject(new Error('not sent by these tests'));
  return createDataProvider(registry, { http, upload: refuse, download: refuse }) as ReturnType<typeof createDataProvider> &
    Record<string, Method>;
}

/** `areas`: each area's declarations by folder; `resources`: the folder of each resource. */
export function declaredProvider(areas: Record<string, () => Promise<CallModule>>, resources: Record<string, string>) {
  const browser = fakeBrowser('token');
  return { browser, provider: providerOver(createHttp(browser.env), createCallRegistry(areas, resources)) };
}

/** The provider of plain resources only, each in a folder of its name, over `http`. */
export function plainDataProvider(http: Http, ...resources: ResourceDefinition[]) {
  const areas = plainAreas(
    {},
    resources.map((resource) => [resource, resource.config.name] as const),
  );
  return providerOver(http, createCallRegistry(areas, Object.fromEntries(resources.map(({ config }) => [config.name, config.name]))));
}
