// A record's form inside a record frame (RecordPageContext): saved by its declared call (CallForm),
// or, without one, its fields save themselves (an avatar, a logo); the record's actions follow.
import { Box, Stack } from '@mui/material';
import { Form } from 'react-admin';
import type { PageSection, RecordAction, SectionSave } from '../../../common/recordPage';
import { passes } from '../../../common/recordTests';
import type { FormSection, ResourceDefinition } from '../../../common/resource';
import { CallForm } from '../form/CallForm';
import { SchemaInputs } from '../form/SchemaInputs';
import { RecordActions } from './RecordActions';
import { keyInput, type RecordPageState, startValues, useRecordPage } from './recordPageContext';

interface Props {
  name: string;
  /** The rules of fields that save themselves: their widgets read them. */
  schema: object;
  sections: FormSection[];
  save?: SectionSave;
  actions?: readonly RecordAction[];
  /** The values the form starts from: the record's by default. */
  start?: Record<string, unknown>;
  /** What the save gets besides the fields and the record's key (a profile step's edit language). */
  input?: Record<string, unknown>;
}

/** A record page's section: the tab names it (no heading of its own), its hint shows for the
 * records that pass `hintWhen`, its fields start from the record (each from its own `from`). */
export function PageSectionPanel({ definition, section }: { definition: ResourceDefinition; section: PageSection }) {
  const page = useRecordPage() as RecordPageState;
  const hint = section.hint && (!section.hintWhen || passes(section.hintWhen, page.record, page.own)) ? section.hint : undefined;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <SectionPanel
        name={definition.config.name}
        schema={definition.schema}
        sections={[{ ...section, title: undefined, hint }]}
        save={section.save}
        actions={section.actions}
        start={startValues(page.record, section.fields)}
      />
    </Box>
  );
}

export function SectionPanel({ name, schema, sections, save, actions, start, input }: Props) {
  const page = useRecordPage() as RecordPageState;
  const { record, own } = page;
  const fields = sections.flatMap((section) => section.fields);
  const locked = fields.every((field) => field.disabledWhen && passes(field.disabledWhen, record, own));
  return (
    <Stack spacing={3}>
      {save ? (
        <CallForm
          name={name}
          sections={sections}
          record={start ?? record}
          save={save.call}
          input={{ ...keyInput(page), ...input }}
          onSaved={page.changed}
          reload={page.reload ?? page.changed}
          saved={page.quiet ? undefined : (save.saved ?? 'form.success')}
          label={save.label}
          readOnly={locked}
          frame={page.frame}
        />
      ) : (
        <Form record={record} noValidate>
          <SchemaInputs schema={schema} name={name} sections={sections} />
        </Form>
      )}
      {actions && <RecordActions name={name} actions={actions} />}
    </Stack>
  );
}
