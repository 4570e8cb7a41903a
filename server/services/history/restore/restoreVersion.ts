// POST /api/history/{id}/restore: brings chosen fields of a record back to their values just after
// history row `id`, through the record's editor steps' own save services, all in one transaction:
// the same validation (refusals on the field as the comparison names it), the record's version
// checked against If-Match (409), and the saves' history rows, marked as a restore of that row.
import type { EditLang } from '../../../../common/lang';
import type { FieldError } from '../../../../schemas/validator';
import { validateFields } from '../../../../schemas/validator';
import { isUniqueViolation } from '../../../db/dialect';
import { FieldErrors, fieldError } from '../../../http/errors';
import { assertVersion } from '../../../http/version';
import type { Sql } from '../../../repositories/rawSql';
import type { AuditActor } from '../audit';
import type { FormValues, RestoreStep } from './restorer';
import { fieldPlaces, snapshotPath } from './stepFields';
import { restorableRow, type VersionField, versionOf } from './versionOf';

/** One save of the restore: a step's form in one language with the restored values over it. */
interface PlannedSave {
  step: RestoreStep;
  lang: EditLang;
  values: FormValues;
}

/** The chosen fields that cannot be restored, on their fields. */
function refusals(chosen: readonly string[], fields: readonly VersionField[]): Record<string, FieldError[]> {
  const byName = new Map(fields.map((f) => [f.field, f]));
  const errors: Record<string, FieldError[]> = {};
  for (const field of chosen) {
    const found = byName.get(field);
    if (found && !found.restorable) errors[field] = [{ key: `server.restore.${found.note}` }];
  }
  return errors;
}

/** Per step, one save per language of its chosen per-language fields (the first language when it
 * has only shared ones); its chosen shared fields go into each, so no save puts them back. */
function plan(chosen: readonly VersionField[], places: ReturnType<typeof fieldPlaces>): PlannedSave[] {
  type Values = { shared: FormValues; perLang: Map<EditLang, FormValues> };
  const steps = new Map<RestoreStep, Values>();
  for (const field of chosen) {
    const place = places.get(field.field);
    if (!place) continue;
    const entry: Values = steps.get(place.step) ?? { shared: {}, perLang: new Map() };
    steps.set(place.step, entry);
    const value = place.step.toForm?.[place.formField]?.(field.atVersion) ?? field.atVersion;
    if (place.lang === undefined) entry.shared[place.formField] = value;
    else entry.perLang.set(place.lang, { ...entry.perLang.get(place.lang), [place.formField]: value });
  }
  return [...steps].flatMap(([step, { shared, perLang }]) => {
    const langs = perLang.size > 0 ? [...perLang.keys()].sort() : (['RU'] as EditLang[]);
    return langs.map((lang) => ({ step, lang, values: { ...shared, ...perLang.get(lang) } }));
  });
}

/** The form with the restored values laid over it, a nested name (`socialNetworks.VK`) as a path
 * into it (its objects copied, the loaded form left as it was). */
function withValues(form: FormValues, values: FormValues): FormValues {
  const result: FormValues = { ...form };
  for (const [name, value] of Object.entries(values)) {
    const path = name.split('.');
    let target = result;
    for (const key of path.slice(0, -1)) {
      const inner = target[key];
      target[key] = typeof inner === 'object' && inner !== null ? { ...(inner as FormValues) } : {};
      target = target[key] as FormValues;
    }
    target[path[path.length - 1]] = value;
  }
  return result;
}

/** A step's refusal moved onto the fields as the comparison names them. */
function onSnapshotFields(save: PlannedSave, errors: Record<string, FieldError[]>): Record<string, FieldError[]> {
  const moved: Record<string, FieldError[]> = {};
  for (const [path, list] of Object.entries(errors)) {
    const field = snapshotPath(save.step, save.lang, path);
    moved[field] = [...(moved[field] ?? []), ...list];
  }
  return moved;
}

/**
 * Restores `fields` (every restorable field that differs when undefined) of row `id`'s record.
 * `loaded`: the record's version the comparison showed (If-Match). Answers the fields restored.
 */
export async function restoreVersion(
  sql: Sql,
  id: number,
  fields: readonly string[] | undefined,
  actor: AuditActor,
  roles: readonly string[],
  loaded?: number,
) {
  try {
    return await sql.db.transaction().execute(async (trx) => {
      // Locked before it is read, so that the values compared are the ones the saves replace.
      const { restorer, row } = await restorableRow(trx, id, roles);
      await restorer.lock(trx, Number(row.entityId));
      assertVersion(loaded, await restorer.version(trx, Number(row.entityId)));
      const version = await versionOf(trx, id, roles);
      const chosen = fields ?? version.fields.filter((f) => f.restorable).map((f) => f.field);
      const refused = refusals(chosen, version.fields);
      if (Object.keys(refused).length) throw new FieldErrors(refused);
      // A chosen field that is already as it was then has nothing to restore.
      const restored = version.fields.filter((f) => chosen.includes(f.field));
      const saves = plan(restored, fieldPlaces(restorer));
      const forms: FormValues[] = [];
      let errors: Record<string, FieldError[]> = {};
      for (const save of saves) {
        const form = withValues(await save.step.form(trx, Number(row.entityId), save.lang), save.values);
        const schema = typeof save.step.schema === 'function' ? save.step.schema(form) : save.step.schema;
        errors = { ...errors, ...onSnapshotFields(save, validateFields(schema, form)) };
        forms.push(form);
      }
      if (Object.keys(errors).length) throw new FieldErrors(errors);
      const restoring = { ...actor, restoredFrom: row.id };
      for (const [i, save] of saves.entries()) {
        try {
          await save.step.save({ ...sql, db: trx }, Number(row.entityId), forms[i], restoring);
        } catch (error) {
          if (error instanceof FieldErrors) throw new FieldErrors(onSnapshotFields(save, error.fields));
          throw error;
        }
      }
      return { restored: restored.map((f) => f.field), version: (await restorer.version(trx, Number(row.entityId))) ?? 0 };
    });
  } catch (error) {
    // Another save took the slug between the check and the write.
    if (isUniqueViolation(error)) throw fieldError('slug', 'check.slugTaken');
    throw error;
  }
}
