// One section of a record page (PageSection): its note, its form saved by its own declared call
// (the call's body schema is its rules; it sends the section's fields that body declares, the
// record's key and, for a call that takes If-Match, the version loaded), and its actions. A section
// whose fields are all locked for the record offers no save; one with no save call holds fields
// that save themselves (an avatar). Leaving it with unsaved edits, to another tab too, asks first.
import { LinearProgress, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Form, useDataProvider, useNotify } from 'react-admin';
import type { PageSection, SectionSave } from '../../../common/recordPage';
import { passes } from '../../../common/recordTests';
import type { FormSection, ResourceDefinition } from '../../../common/resource';
import { PageForm } from '../form/PageForm';
import { SchemaInputs } from '../form/SchemaInputs';
import { type Persist, submissionErrors } from '../form/useResourceSave';
import { useRegisteredSaveGuard } from '../form/useUnsavedChangesGuard';
import { useVersionConflict } from '../form/useVersionConflict';
import { RecordActions } from './RecordActions';
import { type CallMethods, keyInput, type RecordPageState, startValues, useRecordPage } from './recordPageContext';
import { declaredValues, useCallRules } from './useCallRules';

interface Props {
  definition: ResourceDefinition;
  section: PageSection;
}

export function SectionPanel({ definition, section }: Props) {
  const page = useRecordPage() as RecordPageState;
  const hint = section.hint && (!section.hintWhen || passes(section.hintWhen, page.record, page.own)) ? section.hint : undefined;
  // The tab names the section: no heading of its own.
  const shown = { ...section, title: undefined, hint };
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      {section.save ? (
        <SectionForm definition={definition} section={shown} save={section.save} />
      ) : (
        <Form record={page.record} noValidate>
          <SchemaInputs schema={definition.schema} name={definition.config.name} sections={[shown]} />
        </Form>
      )}
      {section.actions && <RecordActions name={definition.config.name} actions={section.actions} />}
    </Stack>
  );
}

function SectionForm({ definition, section, save }: { definition: ResourceDefinition; section: FormSection; save: SectionSave }) {
  const page = useRecordPage() as RecordPageState;
  const { record, own, changed } = page;
  const dataProvider = useDataProvider<CallMethods>();
  const notify = useNotify();
  const rules = useCallRules(save.call);
  const ownGuard = useRegisteredSaveGuard();
  // A modal's sections report to the modal's rule (its tabs are no routes to block).
  const { setDirty, registerSave } = page.report ?? ownGuard;
  const conflict = useVersionConflict(changed);
  const start = useMemo(() => startValues(record, section.fields), [record, section.fields]);
  if (!rules) return <LinearProgress />;

  const sources = new Set(section.fields.map((field) => field.source));
  const persist: Persist = async (values, options) => {
    const fields = Object.fromEntries(Object.entries(values).filter(([field]) => sources.has(field)));
    try {
      const answer = await dataProvider[save.call](
        { ...declaredValues(rules, fields), ...keyInput(page) },
        { version: options?.overwrite ? undefined : record.updated },
      );
      notify(save.saved ?? 'form.success', { type: 'success' });
      await changed(answer);
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };
  const locked = section.fields.every((field) => field.disabledWhen && passes(field.disabledWhen, record, own));
  return (
    <>
      <PageForm
        schema={rules}
        name={definition.config.name}
        sections={[section]}
        record={start}
        persist={persist}
        onDirtyChange={setDirty}
        registerSave={registerSave}
        conflict={conflict}
        saveLabel={save.label}
        readOnly={locked}
      />
      {!page.report && ownGuard.guard.dialog}
    </>
  );
}
