// The values a form edits of a stored record: the nested values its save names at the top (`lift`),
// and the list's route values over the record's fields of the same names (a clinic's pictures: a
// picture's own `hash` names its file and would fail the save body's rule).
import type { RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';

export const formValues = (config: ResourceConfig, record: RaRecord, route: Readonly<Record<string, string>>): RaRecord => ({
  ...record,
  ...Object.fromEntries(Object.entries(config.form.lift ?? {}).map(([field, path]) => [field, valueAt(record, path) ?? ''])),
  ...route,
});
