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

/** A step whose form edits the whole record, its history's per-language names mapped to the form's. */
function wholeForm(
  read: SnapshotReader,
  names: Readonly<Record<string, string>>,
  others: readonly string[],
  schema: RestoreStep['schema'],
  save: (db: Db, id: number, form: FormValues, actor: Parameters<RestoreStep['save']>[3]) => Promise<unknown>,
): RestoreStep {
  const fields = [...others, ...Object.keys(names)];
  return {
    shared: fields,
    perLang: [],
    formNames: names,
    schema,
    form: formOf(read, fields, names),
    save: async (sql, id, form, actor) => {
      await save(sql.db, id, form, actor);
    },
  };
}

const city = wholeForm(
  citySnapshot,
  { 'name.RU': 'nameRU', 'place.RU': 'place', 'name.EN': 'nameEN' },
  ['slug', 'region', 'hubId'],
  citySchema,
  (db, id, form, actor) => saveCityIn(db, id, form as CityForm, actor),
);

const hub = wholeForm(
  hubSnapshot,
  { 'name.RU': 'nameRU', 'name.EN': 'nameEN', 'seo.RU': 'seoRU', 'seo.EN': 'seoEN' },
  ['slug'],
  hubSchema,
  (db, id, form, actor) => saveHubIn(db, id, form as HubForm, actor),
);

export const cityRestorer: Restorer = { steps: [city], ...rowVersion('cities') };
export const hubRestorer: Restorer = { steps: [hub], ...rowVersion('hubs') };
