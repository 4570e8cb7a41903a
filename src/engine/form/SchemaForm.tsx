// The generic create/edit form of a resource, in a modal: react-admin's Form validated by the
// resource's JSON Schema (the same rules as the server), inputs from the widget registry, the
// edit-language selector for per-language content and the unsaved-changes guard.
import { Dialog, LinearProgress } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import { Form, type RaRecord, useGetOne, useTranslate } from 'react-admin';
import { schemaResolver } from '../../../schemas/resolver';
import { hasPerLanguageFields } from '../defineResource';
import type { ResourceDefinition } from '../types';
import type { EditLang } from './EditLanguageSelector';
import { FormDialogBody } from './FormDialogBody';
import { type Persist, useResourceSave } from './useResourceSave';

interface Props {
  definition: ResourceDefinition;
  /** The record to edit; absent to create one. */
  record?: RaRecord;
  onClose: () => void;
}

export function SchemaForm({ definition, record, onClose }: Props) {
  const { schema, config } = definition;
  const translate = useTranslate();
  const perLanguage = hasPerLanguageFields(config);
  const [editLang, setEditLang] = useState<EditLang>('RU');
  const existing = record?.id !== undefined && record.id !== null;
  // Per-language content is loaded for the chosen edit language (meta.locals on the wire).
  const loadsPerLanguage = perLanguage && existing;
  const { data: loaded, isPending } = useGetOne(
    config.name,
    { id: record?.id ?? '', meta: { locals: editLang } },
    { enabled: loadsPerLanguage },
  );
  const current = loadsPerLanguage ? loaded : record;
  const persist = useResourceSave(config.name, current, perLanguage ? { locals: editLang } : undefined);
  const resolver = useMemo(() => schemaResolver(schema as AnySchemaObject, translate), [schema, translate]);

  if (loadsPerLanguage && isPending) {
    return (
      <Dialog open fullWidth maxWidth="sm">
        <LinearProgress />
      </Dialog>
    );
  }

  const submit: Persist = async (values) => {
    const errors = await persist(values);
    if (!errors) onClose();
    return errors;
  };

  return (
    <Form resource={config.name} record={current ?? {}} resolver={resolver} onSubmit={submit} disableInvalidFormNotification>
      <FormDialogBody
        definition={definition}
        isNew={!existing}
        persist={persist}
        submit={submit}
        onClose={onClose}
        editLang={perLanguage ? editLang : undefined}
        onEditLangChange={setEditLang}
      />
    </Form>
  );
}
