// What a record frame (a record page, its modal, a form-only declaration's form) tells the parts it
// holds: the record's key, whether it is one's own, how to show the stored record after a change,
// and the guard its forms report to.
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../common/resource';
import type { AppDataProvider } from '../../../dataProvider/callProvider';
import { valueAt } from '../../../dataProvider/clientList';
import type { SaveFrame } from '../form/useUnsavedChangesGuard';

export interface RecordPageState {
  record: RaRecord;
  /** The name the page's calls take the record's key under (`hash`), and the record's field of it. */
  key: string;
  own: boolean;
  /** Reloads the record, and whatever else the page's declaration says a change reloads; given
   * the answer of the save that changed it (its review marks, in a modal). */
  changed: (answer?: unknown) => Promise<unknown>;
  /** What every call of the page takes besides the key (a modal's edit language: `locals`). */
  input?: Readonly<Record<string, unknown>>;
  /** A conflict's "reload": the stored record read again, no one told; `changed` by default. */
  reload?: () => Promise<unknown>;
  /** The unsaved-changes rule a form reports to (a modal's, whose tabs are no routes; the host's);
   * a page's section keeps its own. */
  frame?: SaveFrame;
  /** The host says a save (a profile step's completion): no alert of the form's own. */
  quiet?: boolean;
}

export const RecordPageContext = createContext<RecordPageState | null>(null);

export const useRecordPage = () => useContext(RecordPageContext);

/** Whether the record shown is the signed-in user's own (the record tests' `own`). */
export const useOwnRecord = () => useContext(RecordPageContext)?.own ?? false;

/** The record's key under the name the page's calls take it (`{ hash: 'ab12' }`). */
export const keyInput = (page: Pick<RecordPageState, 'record' | 'key' | 'input'>) => ({
  [page.key]: page.record[page.key],
  ...page.input,
});

/** A call's fields from the record's, call field -> record path (a clinic's `hash`, an agent's
 * `uuid` from its `hash`). */
export const recordInput = (record: object, fields: Readonly<Record<string, string>> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([field, path]) => [field, valueAt(record, path)]));

/** The data provider's methods of the declared calls, by name (dataProvider/callProvider.ts). */
export type CallMethods = AppDataProvider & Record<string, (input: Record<string, unknown>, options?: object) => Promise<unknown>>;

/** The value at the first of a `from`'s alternatives (`a|b`, each a path) that holds one. */
const fromValue = (record: Readonly<Record<string, unknown>>, from: string) =>
  from
    .split('|')
    .map((path) => valueAt(record, path))
    .find((value) => value !== undefined && value !== null && value !== '');

/** The values a form of `fields` starts from: the record, each field's from its own (`from`), none as ''. */
export const startValues = (record: Readonly<Record<string, unknown>>, fields: readonly FieldSpec[]) => ({
  ...record,
  ...Object.fromEntries(fields.map((field) => [field.source, fromValue(record, field.from ?? field.source) ?? ''])),
});
