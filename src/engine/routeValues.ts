// A screen's route parameters as values (`/admin/advert/holders/:advertiserId` opened at
// /admin/advert/holders/7 -> { advertiserId: '7' }): a declared list's filter, a new record's
// values (ScreenConfig `path`), and the way to a record's page.
import { useMemo } from 'react';
import { generatePath, useParams } from 'react-router-dom';
import { pathParams } from '../../common/calls';
import type { ResourceConfig } from '../../common/resource';

/** The values of the parameters of `path` in the address shown. */
export function useRouteValues(path: string): Record<string, string> {
  const params = useParams();
  const values = Object.fromEntries(pathParams(path).flatMap((name) => (params[name] === undefined ? [] : [[name, params[name]]])));
  // One object while the values stay (a list's filter, an effect's dependency).
  const key = JSON.stringify(values);
  return useMemo(() => JSON.parse(key) as Record<string, string>, [key]);
}

/** A record's page (0: a new one's): at its form's path, or at the list's (`base`) plus its id. */
export const recordAddress = (config: ResourceConfig, base: string, values: Record<string, string>, id: string | number) =>
  config.form.path ? generatePath(config.form.path, { ...values, id: String(id) }) : `${base}/${id}`;
