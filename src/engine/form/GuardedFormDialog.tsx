// A form in a modal: its title, its inputs, Cancel and the submit button (Enter in a field submits
// too), and the guard that asks before typed text is dropped (Cancel, Escape, a click outside,
// leaving the page). The values are those of the react-hook-form around it; the browser's
// validation runs first, then `submit`, whose field errors land on their fields.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { type DefaultValues, type FieldValues, FormProvider, useForm, useFormState } from 'react-hook-form';
import { schemaResolver } from '../../../schemas/resolver';
import { useNotifyInvalidForm } from './useNotifyInvalidForm';
import type { Persist } from './useResourceSave';
import { type Guard, useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { useValidatedSave } from './useValidatedSave';

interface Props {
  title: string;
  /** The submit button's key; 'app.form.save' by default. */
  submitLabel?: string;
  /** Saves and closes (the submit button). */
  submit: Persist;
  /** Saves and stays (the guard's "save" before it goes on); `submit` by default. */
  persist?: Persist;
  onClose: () => void;
  /** The inputs, given the guard (a control that leaves the form, such as the edit language, asks
   * through it first). */
  children: (guard: Guard) => ReactNode;
  /** A wide modal, for long texts. */
  wide?: boolean;
  /** Buttons between Cancel and the submit button (a preview). */
  actions?: ReactNode;
  /** The alert of a save refused on its fields, where the form words it otherwise (001 §8). */
  invalid?: string;
  /** The form is shown read-only: this button's key (a close) is its only one, and nothing is guarded. */
  closeOnly?: string;
  /** The submit button waits for a change (a choice to make: a transfer's receiving agent). */
  untilChanged?: boolean;
}

export function GuardedFormDialog(props: Props) {
  const {
    title,
    submitLabel = 'app.form.save',
    submit,
    persist = submit,
    onClose,
    children,
    wide,
    actions,
    invalid,
    closeOnly,
    untilChanged,
  } = props;
  const translate = useTranslate();
  const titleId = useId();
  const { isDirty, isSubmitting } = useFormState();
  const saveWith = useValidatedSave();
  useNotifyInvalidForm(invalid);
  const guard = useUnsavedChangesGuard(isDirty && !closeOnly, () => saveWith(persist));
  const close = () => guard.leave(onClose);

  return (
    <Dialog open onClose={close} fullWidth maxWidth={wide ? 'md' : 'sm'} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        // A flex column within the dialog: a long form scrolls its content, its buttons stay in view.
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        onSubmit={(event) => {
          // Handled here: react-admin's <Form> around a schema modal (its parent in React's tree,
          // though the modal is elsewhere in the page) leaves a prevented submit alone.
          event.preventDefault();
          void saveWith(submit);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children(guard)}</DialogContent>
        <DialogActions>
          {closeOnly ? (
            <Button variant="contained" onClick={onClose}>
              {translate(closeOnly)}
            </Button>
          ) : (
            <>
              <Button onClick={close}>{translate('app.form.cancel')}</Button>
              {actions}
              <Button type="submit" variant="contained" disabled={isSubmitting || (untilChanged && !isDirty)}>
                {translate(submitLabel)}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
      {guard.dialog}
    </Dialog>
  );
}

/** A modal over a form of its own, checked by `schema` (the shared rules, their messages in the UI
 * language) before `submit` gets its values. */
export function SchemaFormModal<Values extends FieldValues>({
  schema,
  defaultValues,
  ...props
}: Props & { schema: object; defaultValues: DefaultValues<Values> }) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver<Values>(schema as AnySchemaObject, translate), [schema, translate]);
  const form = useForm<Values>({ resolver, defaultValues });
  return (
    <FormProvider {...form}>
      <GuardedFormDialog {...props} />
    </FormProvider>
  );
}
