// The modal around a SchemaForm: title, edit language, inputs, cancel/save, and the guard that
// asks before unsaved edits are dropped (closing the modal, switching the language of a stored
// record, leaving the page); an existing record shows its own history below the inputs.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { EditLang } from '../../../common/lang';
import type { ResourceDefinition } from '../../../common/resource';
import { useLang } from '../../useLang';
import { RecordHistorySection } from '../history/RecordHistorySection';
import { recordTitle } from '../list/recordTitle';
import { EditLanguageSelector } from './EditLanguageSelector';
import { SchemaInputs } from './SchemaInputs';
import { useNotifyInvalidForm } from './useNotifyInvalidForm';
import type { Persist } from './useResourceSave';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { useValidatedSave } from './useValidatedSave';

interface Props {
  definition: ResourceDefinition;
  /** The schema the form validates with (useRules): its properties hint the inputs. */
  rules: object;
  isNew: boolean;
  /** Saves and stays (the guard's "save" before it goes on). */
  persist: Persist;
  /** Saves and closes (the save button). */
  submit: Persist;
  onClose: () => void;
  /** Set for forms with per-language fields. */
  editLang?: EditLang;
  onEditLangChange: (lang: EditLang) => void;
}

export function FormDialogBody({ definition, rules, isNew, persist, submit, onClose, editLang, onEditLangChange }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const record = useRecordContext();
  const { isDirty, isSubmitting } = useFormState();
  const saveWith = useValidatedSave();
  useNotifyInvalidForm();

  const guard = useUnsavedChangesGuard(isDirty, () => saveWith(persist));
  const close = () => guard.leave(onClose);
  // An existing record is loaded anew in the other language, so unsaved edits are asked about
  // first; a new one has nothing stored: what is typed stays and is saved in the chosen language.
  const changeLang = (lang: EditLang) => (isNew ? onEditLangChange(lang) : guard.leave(() => onEditLangChange(lang)));
  const { config } = definition;
  const resource = translate(`resources.${config.name}.name`, { smart_count: 1 });
  // The screen's own wording when it has one: its add button's, its edit button's with the title.
  const own = isNew ? (config.messages?.createTitle ?? config.messages?.add) : config.messages?.edit;
  const title = own
    ? translate(own, { name: record ? recordTitle(config, record, lang) : '' })
    : translate(isNew ? 'app.form.createTitle' : 'app.form.editTitle', { resource });

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="schema-form-title">
      <DialogTitle id="schema-form-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {editLang && <EditLanguageSelector value={editLang} onChange={changeLang} />}
          <SchemaInputs schema={rules} name={config.name} sections={config.form.sections} />
          {!isNew && record?.id !== undefined && <RecordHistorySection entity={config.name} id={record.id} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.form.cancel')}</Button>
        <Button variant="contained" disabled={isSubmitting} onClick={() => void saveWith(submit)}>
          {translate((isNew && config.messages?.create) || 'app.form.save')}
        </Button>
      </DialogActions>
      {guard.dialog}
    </Dialog>
  );
}
