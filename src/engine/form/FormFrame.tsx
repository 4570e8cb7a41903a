// One record form in its frame, for every record form (modal, page, table row, record page section,
// record action): react-admin's Form checked by the schema in the browser, the inputs from the widget
// registry, the save (usePersist) with its conflict choice, and the unsaved-changes guard of the
// frame holding it (`frame`), or its own.
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { Form, useTranslate } from 'react-admin';
import { type FieldErrors, type Resolver, useFormState } from 'react-hook-form';
import type { EditLang } from '../../../common/lang';
import type { FieldSpec, FormSection } from '../../../common/resource';
import type { TransformName } from '../../../common/transforms';
import { schemaResolver, type Translate } from '../../../schemas/resolver';
import { ConflictDialog } from './ConflictDialog';
import { EditLanguageSelector } from './EditLanguageSelector';
import { SchemaInputs } from './SchemaInputs';
import type { Persist } from './submissionErrors';
import { useFormSave } from './useFormSave';
import { useNotifyInvalidForm } from './useNotifyInvalidForm';
import { type SaveFrame, useRegisteredSaveGuard } from './useUnsavedChangesGuard';
import type { VersionConflict } from './useVersionConflict';

type Values = Record<string, unknown>;

export interface ModalFrame {
  title: string;
  onClose: () => void;
  /** The dismiss button's i18n key (`app.form.cancel`); a read-only form's only button. */
  closeLabel?: string;
  /** A save leaves the modal open (it shows the stored record). */
  keepOpen?: boolean;
  /** The submit button waits for a change (a choice to make: a transfer's receiving agent). */
  untilChanged?: boolean;
  wide?: boolean;
  /** The alert of a save refused on its fields, where the form words it otherwise (001 §8). */
  invalid?: string;
}

export interface FormFrameProps {
  /** The form's rules; undefined while they load. */
  schema: object | undefined;
  /** The i18n resource name of the labels: `resources.<name>.fields.<field>`. */
  name: string;
  sections: FormSection[];
  tabs?: boolean;
  /** The values the form starts from; undefined while they load. */
  record: Values | undefined;
  persist: Persist;
  /** The state of a save refused over a newer version (useVersionConflict); none without a version. */
  conflict?: VersionConflict;
  /** The guard the form reports to; without one it guards itself. */
  frame?: SaveFrame;
  /** A new record: its fields `requiredOnCreate` are refused empty, its edit language switches freely. */
  isNew?: boolean;
  transforms?: Readonly<Record<string, readonly TransformName[]>>;
  /** The save button's i18n key (`app.form.save`); `readOnly`: none, every field locked. */
  saveLabel?: string;
  readOnly?: boolean;
  /** The edit language of per-language content: an existing record is read anew in another, so
   * unsaved edits are asked about first; a new one keeps what is typed. */
  lang?: { value: EditLang; onChange: (next: EditLang) => void };
  /** An i18n key of a note above the inputs (why a record is read-only). */
  note?: string;
  /** Beside the save button, inside the form (a record page's delete, a modal's preview). */
  actions?: ReactNode;
  /** After the inputs, inside the form (a draft keeper, the record's history). */
  children?: ReactNode;
  modal?: ModalFrame;
}

export function FormFrame(props: FormFrameProps) {
  const { schema, record, sections, isNew, transforms, modal } = props;
  const translate = useTranslate();
  const resolver = useMemo(() => {
    if (!schema) return undefined;
    const rules = schemaResolver(schema as AnySchemaObject, translate, transforms);
    const required = isNew ? sections.flatMap((section) => section.fields).filter((field) => field.requiredOnCreate) : [];
    return required.length ? withRequired(rules, required, translate) : rules;
  }, [schema, translate, transforms, isNew, sections]);
  if (!resolver || !record) return modal ? <LoadingModal modal={modal} /> : <LinearProgress />;
  return (
    <Form record={record} resolver={resolver} disableInvalidFormNotification noValidate>
      <FrameBody {...props} schema={schema as object} />
    </Form>
  );
}

/** The modal while its rules or values load: already titled, and closed by Escape or a click
 * beside it as the form will be (nothing is typed yet). A keyboard user's Escape pressed while the
 * rules loaded was lost, and the form then opened over the page. */
function LoadingModal({ modal }: { modal: ModalFrame }) {
  const titleId = useId();
  return (
    <Dialog open onClose={modal.onClose} fullWidth maxWidth={modal.wide ? 'md' : 'sm'} aria-labelledby={titleId} aria-busy>
      <DialogTitle id={titleId}>{modal.title}</DialogTitle>
      <DialogContent>
        <LinearProgress />
      </DialogContent>
    </Dialog>
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

function FrameBody(props: FormFrameProps & { schema: object }) {
  const { schema, name, sections, tabs, persist, conflict, frame, isNew, readOnly, lang, note, actions, children, modal } = props;
  const translate = useTranslate();
  const saveLabel = translate(props.saveLabel ?? 'app.form.save');
  const titleId = useId();
  const { isDirty, isSubmitting } = useFormState();
  const own = useRegisteredSaveGuard();
  const { setDirty, registerSave } = frame ?? own;
  // A frame that holds the form asks before leaving it; a form of its own asks itself.
  const leave = frame ? (go: () => void) => go() : own.guard.leave;
  useNotifyInvalidForm(modal?.invalid);
  const save = useFormSave(persist);
  useEffect(() => setDirty(isDirty), [isDirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
  useEffect(() => {
    registerSave(save);
    return () => registerSave(null);
  }, [registerSave, save]);
  const closeOnSave = modal && !modal.keepOpen ? modal.onClose : undefined;

  const inputs = (
    <Stack spacing={1} sx={{ pt: modal ? 1 : 0 }}>
      {lang && (
        <EditLanguageSelector value={lang.value} onChange={(next) => (isNew ? lang.onChange(next) : leave(() => lang.onChange(next)))} />
      )}
      {note && <Alert severity="info">{translate(note)}</Alert>}
      <SchemaInputs schema={schema} name={name} sections={sections} tabs={tabs} disabled={readOnly} />
      {children}
    </Stack>
  );
  return (
    <>
      {modal ? (
        <Dialog open onClose={() => leave(modal.onClose)} fullWidth maxWidth={modal.wide ? 'md' : 'sm'} aria-labelledby={titleId}>
          <Box
            component="form"
            noValidate
            // A flex column within the dialog: a long form scrolls its content, its buttons stay in view.
            sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
            onSubmit={(event) => {
              // Handled here: react-admin's <Form> around the modal (its parent in React's tree,
              // though the modal is elsewhere in the page) leaves a prevented submit alone.
              event.preventDefault();
              void save().then((saved) => saved && closeOnSave?.());
            }}
          >
            <DialogTitle id={titleId}>{modal.title}</DialogTitle>
            <DialogContent>{inputs}</DialogContent>
            <DialogActions>
              {readOnly ? (
                <Button variant="contained" onClick={modal.onClose}>
                  {translate(modal.closeLabel ?? 'app.form.cancel')}
                </Button>
              ) : (
                <>
                  <Button onClick={() => leave(modal.onClose)}>{translate(modal.closeLabel ?? 'app.form.cancel')}</Button>
                  {actions}
                  <Button type="submit" variant="contained" disabled={isSubmitting || (modal.untilChanged && !isDirty)}>
                    {saveLabel}
                  </Button>
                </>
              )}
            </DialogActions>
          </Box>
        </Dialog>
      ) : (
        <Stack spacing={1}>
          {inputs}
          {!readOnly && (
            <Stack direction="row" spacing={2}>
              <Button variant="contained" startIcon={<SaveIcon />} disabled={isSubmitting} onClick={() => void save()}>
                {saveLabel}
              </Button>
              {actions}
            </Stack>
          )}
        </Stack>
      )}
      {!frame && own.guard.dialog}
      {conflict && <ConflictDialog conflict={conflict} persist={persist} onSaved={closeOnSave} />}
    </>
  );
}
