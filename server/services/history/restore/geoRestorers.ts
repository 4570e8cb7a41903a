// A city's and a hub's restore: each has one form that edits both languages at once, whose fields
// the history names per language (`name.RU` is the form's `nameRU`). A city's priority has a call
// of its own (the list's arrows): shown, not offered.
import { type CityForm, citySchema } from '../../../../schemas/city';
import { type HubForm, hubSchema } from '../../../../schemas/hub';
import type { Db } from '../../../db/kysely';
import { saveCityIn } from '../../geo/saveCity';
import { saveHubIn } from '../../geo/saveHub';
import { citySnapshot, hubSnapshot, type SnapshotReader } from '../snapshots';
import type { FormValues, Restorer, RestoreStep } from './restorer';
import { rowVersion } from './rowVersion';

/** The form as its editor loads it, read from the record's snapshot by the step's names. */
const formOf = (read: SnapshotReader, fields: readonly string[], names: Readonly<Record<string, string>>) =>
  async function form(db: Db, id: number): Promise<FormValues> {
    const snapshot = await read(db, id);
    if (!snapshot) throw new Error(`no record ${id}`);
    return { id, ...Object.fromEntries(fields.map((field) => [names[field] ?? field, snapshot[field] ?? ''])) };
  };

const CITY_NAMES = { 'name.RU': 'nameRU', 'place.RU': 'place', 'name.EN': 'nameEN' };
const CITY_FIELDS = ['slug', 'region', 'hubId', ...Object.keys(CITY_NAMES)];

const city: RestoreStep = {
  shared: CITY_FIELDS,
  perLang: [],
  formNames: CITY_NAMES,
  schema: citySchema,
  form: formOf(citySnapshot, CITY_FIELDS, CITY_NAMES),
  save: async (sql, id, form, actor) => {
    await saveCityIn(sql.db, id, form as CityForm, actor);
  },
};

const HUB_NAMES = { 'name.RU': 'nameRU', 'name.EN': 'nameEN', 'seo.RU': 'seoRU', 'seo.EN': 'seoEN' };
const HUB_FIELDS = ['slug', ...Object.keys(HUB_NAMES)];

const hub: RestoreStep = {
  shared: HUB_FIELDS,
  perLang: [],
  formNames: HUB_NAMES,
  schema: hubSchema,
  form: formOf(hubSnapshot, HUB_FIELDS, HUB_NAMES),
  save: async (sql, id, form, actor) => {
    await saveHubIn(sql.db, id, form as HubForm, actor);
  },
};

export const cityRestorer: Restorer = { access: ['ADMIN'], steps: [city], ...rowVersion('cities') };
export const hubRestorer: Restorer = { access: ['ADMIN'], steps: [hub], ...rowVersion('hubs') };
