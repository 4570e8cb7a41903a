// A profile step that is one schema form of its section (additional, offer, promotions): the
// section's values loaded in the edit language, its PageForm, the save with its version check.
// The base step builds its form from more than the answer's record (choices, time zones).
import { LinearProgress } from '@mui/material';
import type { FormSection } from '../../../common/resource';
import { PageForm } from '../../engine/form/PageForm';
import type { ProfileSection } from './sectionCalls';
import type { StepProps } from './stepTypes';
import { useSectionForm } from './useSectionForm';

interface Props extends StepProps {
  section: ProfileSection;
  /** The form's schema and its name in the schema registry (fixtures, i18n of its fields). */
  schema: object;
  name: string;
  /** The fields the save sends. */
  fields: readonly string[];
  sections: FormSection[];
}

export function SectionStep({ section, schema, name, fields, sections, ...step }: Props) {
  const { answer, loadedAt, persist, conflict } = useSectionForm<Partial<Record<ProfileSection, Record<string, unknown>>>>(
    section,
    fields,
    step,
  );
  if (!answer) return <LinearProgress />;
  return (
    <PageForm
      key={loadedAt}
      schema={schema}
      name={name}
      sections={sections}
      record={answer[section] ?? {}}
      persist={persist}
      onDirtyChange={step.setDirty}
      registerSave={step.registerSave}
      conflict={conflict}
    />
  );
}
