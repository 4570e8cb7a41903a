// The data provider made from one or more areas' declarations over a fake browser, for the tests
// that hold an area's calls to the requests its screens sent before (resources/<area>/*.test.ts).

import { createDataProvider } from '../../dataProvider/callProvider';
import { type CallModule, createCallRegistry } from '../../dataProvider/callRegistry';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { createHttp } from '../../dataProvider/http';

type Method = (input?: object, options?: object) => Promise<unknown>;

/** `areas`: each area's declarations by folder; `resources`: the folder of each resource. */
export function declaredProvider(areas: Record<string, () => Promise<CallModule>>, resources: Record<string, string>) {
  const browser = fakeBrowser('token');
  const http = createHttp(browser.env);
  const refuse = () => Promise.reject(new Error('not sent by these tests'));
  const provider = createDataProvider(createCallRegistry(areas, resources), { http, upload: refuse, download: refuse }) as ReturnType<
    typeof createDataProvider
  > &
    Record<string, Method>;
  return { browser, provider };
}
