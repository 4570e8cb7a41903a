// A schema form on a page (a record page, its sections, a profile step, a modal form read by
// calls): react-admin's Form validated by the schema in the browser (an invalid form sends
// nothing), the inputs from the widget registry and a save button. The frame holding it owns the
// unsaved-changes guard (`frame`): the form reports whether it has unsaved edits and hands over its
// save for the guard's "save" choice. A save refused because
// someone else saved meanwhile offers to reload or to overwrite (ConflictDialog).
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { Form, useTranslate } from 'react-admin';
import { type FieldErrors, type Resolver, useFormContext, useFormState } from 'react-hook-form';
import type { FieldSpec, FormSection } from '../../../common/resource';
import { schemaResolver, type Translate } from '../../../schemas/resolver';
import { ConflictDialog } from './ConflictDialog';
import { SchemaInputs } from './SchemaInputs';
import { useNotifyInvalidForm } from './useNotifyInvalidForm';
import type { Persist } from './useResourceSave';
import type { SaveFrame } from './useUnsavedChangesGuard';
import { useValidatedSave } from './useValidatedSave';
import type { VersionConflict } from './useVersionConflict';

interface Props {
  schema: object;
  /** The i18n resource name of the labels: `resources.<name>.fields.<field>`. */
  name: string;
  sections: FormSection[];
  /** The sections as tabs (FormConfig `tabs`). */
  tabs?: boolean;
  record: Record<string, unknown>;
  persist: Persist;
  /** The guard the form reports to. */
  frame: SaveFrame;
  /** The state of a save refused over a newer version (useVersionConflict). */
  conflict: VersionConflict;
  /** Shown inside the form, after its inputs (e.g. a draft keeper reading the values). */
  children?: ReactNode;
  /** A new record: its fields declared `requiredOnCreate` are refused empty. */
  isNew?: boolean;
  /** The save button's i18n key (`app.form.save` by default; a new promo's "Continue"); `readOnly`:
   * none, nothing to save. */
  saveLabel?: string;
  readOnly?: boolean;
  /** Shown beside the save button, inside the form (a record page's delete). */
  actions?: ReactNode;
}

export function PageForm(props: Props) {
  const { schema, name, sections, tabs, record, persist, frame, conflict, children, isNew, saveLabel, readOnly, actions } = props;
  const translate = useTranslate();
  const resolver = useMemo(() => {
    const rules = schemaResolver(schema as AnySchemaObject, translate);
    const required = isNew ? sections.flatMap((section) => section.fields).filter((field) => field.requiredOnCreate) : [];
    return required.length ? withRequired(rules, required, translate) : rules;
  }, [schema, translate, isNew, sections]);
  return (
    <Form record={record} resolver={resolver} disableInvalidFormNotification noValidate>
      <PageFormBody
        schema={schema}
        name={name}
        sections={sections}
        tabs={tabs}
        persist={persist}
        frame={frame}
        saveLabel={saveLabel}
        actions={actions}
        readOnly={readOnly}
      />
      {children}
      <ConflictDialog conflict={conflict} persist={persist} />
    </Form>
  );
}

/** The schema's rules, and a message on each of `fields` left empty (a file the schema cannot see). */
function withRequired(rules: Resolver, fields: FieldSpec[], translate: Translate): Resolver {
  return async (values, context, options) => {
    const result = await rules(values, context, options);
    const missing = fields.filter((field) => !values[field.source]);
    if (!missing.length) return result;
    const errors: FieldErrors = { ...result.errors };
    for (const field of missing) {
      const key = field.requiredOnCreate ?? '';
      errors[field.source] = { type: key, message: translate(key) };
    }
    return { values: {}, errors };
  };
}

function PageFormBody({
  schema,
  name,
  sections,
  tabs,
  persist,
  frame: { setDirty, registerSave },
  saveLabel = 'app.form.save',
  actions,
  readOnly,
}: Omit<Props, 'record' | 'conflict' | 'children'>) {
  const translate = useTranslate();
  const { reset } = useFormContext();
  const { isDirty, isSubmitting } = useFormState();
  const saveWith = useValidatedSave();
  useNotifyInvalidForm();
  // Saved: these values are the new starting point, so the form is no longer "edited".
  const save = useCallback(() => saveWith(persist, (values) => reset(values)), [saveWith, persist, reset]);

  useEffect(() => setDirty(isDirty), [isDirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
  useEffect(() => {
    registerSave(save);
    return () => registerSave(null);
  }, [registerSave, save]);

  return (
    <Stack spacing={1}>
      <SchemaInputs schema={schema} name={name} sections={sections} tabs={tabs} />
      {!readOnly && (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" startIcon={<SaveIcon />} disabled={isSubmitting} onClick={() => void save()}>
            {translate(saveLabel)}
          </Button>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
