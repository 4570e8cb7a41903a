// The doctor modal's Description section (section 3; 001 §5: 15 to 100000 characters): rich text
// of the edit language, sanitised by the server.
import { LinearProgress } from '@mui/material';
import type { FormSection } from '../../../../common/resource';
import { doctorDescriptionSchema } from '../../../../schemas/doctorDescription';
import { PageForm } from '../../../engine/form/PageForm';
import type { SectionProps } from './DoctorBaseSection';
import { useDoctorSection } from './useDoctorSection';

const SECTIONS: FormSection[] = [{ fields: [{ source: 'description', widget: 'richtext' }] }];

export function DoctorDescriptionSection({ hash, lang, onDirty, registerSave, onSaved }: SectionProps) {
  const { answer, loadedAt, persist, conflict } = useDoctorSection('description', hash, lang, onSaved);
  if (!answer) return <LinearProgress />;
  return (
    <PageForm
      key={loadedAt}
      schema={doctorDescriptionSchema}
      name="doctorDescription"
      sections={SECTIONS}
      record={answer.description ?? {}}
      persist={persist}
      onDirtyChange={onDirty}
      registerSave={registerSave}
      conflict={conflict}
    />
  );
}
