// Declares a resource: its schema (the rules) and its config (how the engine shows it). A form
// field that the schema does not declare is a mistake caught here, at load, not on a user's save.
import type { Lang } from '../i18nProvider';
import type { FieldSpec, ResourceConfig, ResourceDefinition } from './types';

interface ObjectSchema {
  properties: Record<string, object>;
}

export function defineResource<Schema extends ObjectSchema>(schema: Schema, config: ResourceConfig): ResourceDefinition<Schema> {
  const unknown = formFields(config)
    .map((field) => field.source)
    .filter((source) => !(source in schema.properties));
  if (unknown.length) throw new Error(`${config.name}: form fields missing from the schema: ${unknown.join(', ')}`);
  return { schema, config };
}

export const formFields = (config: ResourceConfig): FieldSpec[] => config.form.sections.flatMap((section) => section.fields);

export const hasPerLanguageFields = (config: ResourceConfig) => formFields(config).some((field) => field.perLanguage);

/** `name.{LANG}` -> `name.RU` in Russian, `name.EN` in English (the wire's language codes). */
export const localizedPath = (path: string, lang: Lang | string) => path.replaceAll('{LANG}', lang.toUpperCase());
