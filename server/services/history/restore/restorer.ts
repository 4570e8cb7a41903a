// What a restore from the history needs to know of an entity (issue 27 point 5): which of its
// snapshot's fields each editor step saves, how that step's form loads and saves, and the record's
// version a restore checks. A restore writes through the steps' own save services, so it is held
// to the same validation, version check and history as the editor.
import type { AnySchemaObject } from 'ajv';
import type { EditLang } from '../../../../common/lang';
import type { Db } from '../../../db/kysely';
import type { Sql } from '../../../repositories/rawSql';
import type { AuditActor } from '../audit';

export type FormValues = Record<string, unknown>;

/** One editor step (a form saved by one call, per edit language). */
export interface RestoreStep {
  /** Its fields without a language, by their snapshot names (the form's names). */
  shared: readonly string[];
  /** Its per-language fields by the form's names; the snapshot calls them `name.RU`, `name.EN`. */
  perLang: readonly string[];
  /** A shared field's name in the form where it differs from the snapshot's: a form that edits
   * both languages at once (`name.RU` is the city form's `nameRU`), or a nested one
   * (`socialNetworks.VK`, a path into the form). */
  formNames?: Readonly<Record<string, string>>;
  /** The form's schema, the one its call validates with (by the form, where one entity has two
   * editors: an article's and a tag's). */
  schema: AnySchemaObject | ((form: FormValues) => AnySchemaObject);
  /** A value as the snapshot keeps it, as the form sends it, where the two differ (a date the
   * history keeps in epoch ms and the form as its day). */
  toForm?: Readonly<Record<string, (value: unknown) => unknown>>;
  /** The form as its editor loads it in `lang`, its `locals` included (what a person would send
   * back unchanged). */
  form(db: Db, id: number, lang: EditLang): Promise<FormValues>;
  /** The step's save service inside the restore's transaction (`sql.db`), with no version of its
   * own: the restore checked the record's. */
  save(sql: Sql, id: number, form: FormValues, actor: AuditActor): Promise<void>;
}

export interface Restorer {
  steps: readonly RestoreStep[];
  /** The record's version a restore sends back (If-Match): the latest of its steps' versions.
   * Undefined when there is no such record. */
  version(db: Db, id: number): Promise<number | undefined>;
  /** Locks the record for the restore's transaction, as its saves do. */
  lock(trx: Db, id: number): Promise<void>;
}
