// Where a snapshot field (`slug`, `name.RU`) is saved: the step whose form holds it, the language
// of that form, and the form's name of the field.
import { EDIT_LANGS, type EditLang } from '../../../../common/lang';
import type { Restorer, RestoreStep } from './restorer';

export interface FieldPlace {
  step: RestoreStep;
  /** The form's language; a field without one goes with any (the first the restore saves). */
  lang: EditLang | undefined;
  formField: string;
}

/** The place of every field the entity's steps save, by its snapshot name. */
export function fieldPlaces(restorer: Restorer): Map<string, FieldPlace> {
  const places = new Map<string, FieldPlace>();
  for (const step of restorer.steps) {
    for (const field of step.shared) places.set(field, { step, lang: undefined, formField: step.formNames?.[field] ?? field });
    for (const field of step.perLang) for (const lang of EDIT_LANGS) places.set(`${field}.${lang}`, { step, lang, formField: field });
  }
  return places;
}

/** A form field's error path (`name`, `cityIdList.1`, `nameRU`) as the snapshot names the field
 * (`name.RU`, `cityIdList`, `name.RU`), so that a refusal lands on the field the comparison shows. */
export function snapshotPath(step: RestoreStep, lang: EditLang, path: string): string {
  const renamed = Object.entries(step.formNames ?? {}).find(([, formName]) => path === formName || path.startsWith(`${formName}.`));
  if (renamed) return renamed[0];
  const field = path.split('.')[0];
  return step.perLang.includes(field) ? `${field}.${lang}` : field;
}
