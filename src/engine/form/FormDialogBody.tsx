// The modal around a SchemaForm (GuardedFormDialog): title, edit language, inputs, cancel/save,
// and the guard that asks before unsaved edits are dropped (closing the modal, switching the
// language of a stored record, leaving the page); an existing record shows its own history below
// the inputs, and a declared preview opens the stored record on the public portal.
import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import { type ResourceDefinition, sectionsFor } from '../../../common/resource';
import { useLang } from '../../useLang';
import { RecordHistorySection } from '../history/RecordHistorySection';
import { recordTitle } from '../list/recordTitle';
import { EditLanguageSelector } from './EditLanguageSelector';
import { GuardedFormDialog } from './GuardedFormDialog';
import { PreviewButton } from './PreviewButton';
import { SchemaInputs } from './SchemaInputs';
import type { Persist } from './useResourceSave';

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
  const { config } = definition;
  const resource = translate(`resources.${config.name}.name`, { smart_count: 1 });
  // The screen's own wording when it has one: its add button's, its edit button's with the title.
  const own = isNew ? (config.messages?.createTitle ?? config.messages?.add) : config.messages?.edit;
  // The screen's wording gets the record's fields too (an SEO page's %{locals}).
  const title = own
    ? translate(own, { ...record, name: record ? recordTitle(config, record, lang) : '' })
    : translate(isNew ? 'app.form.createTitle' : 'app.form.editTitle', { resource });
  const stored = record?.id !== undefined && record.id !== null;

  return (
    <GuardedFormDialog
      title={title}
      submitLabel={(isNew && config.messages?.create) || 'app.form.save'}
      submit={submit}
      persist={persist}
      onClose={onClose}
      wide={config.form.wide}
      actions={config.form.preview && <PreviewButton preview={config.form.preview} />}
    >
      {(guard) => (
        <Stack spacing={1} sx={{ pt: 1 }}>
          {editLang && (
            // An existing record is loaded anew in the other language, so unsaved edits are asked
            // about first; a new one has nothing stored: what is typed stays and is saved in the
            // chosen language.
            <EditLanguageSelector
              value={editLang}
              onChange={(next) => (isNew ? onEditLangChange(next) : guard.leave(() => onEditLangChange(next)))}
            />
          )}
          <SchemaInputs schema={rules} name={config.name} sections={sectionsFor(config, isNew)} tabs={config.form.tabs} />
          {!isNew && stored && <RecordHistorySection entity={config.form.historyEntity ?? config.name} id={record.id} />}
        </Stack>
      )}
    </GuardedFormDialog>
  );
}
