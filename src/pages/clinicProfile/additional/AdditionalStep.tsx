// Step "additional" (000 §3 "Clinic additional form", §5): accreditations (codes for all
// languages, the text per language), the way from the airport, placement, the rich-text
// description and the SEO texts, in the edit language.
import { LinearProgress } from '@mui/material';
import type { FormSection } from '../../../../common/resource';
import { clinicAdditionalSchema } from '../../../../schemas/clinicAdditional';
import { accreditations } from '../../../../schemas/enums/accreditations';
import { PageForm } from '../../../engine/form/PageForm';
import type { StepProps } from '../stepTypes';
import { useSectionForm } from '../useSectionForm';

const FIELDS = [
  'accrList',
  'accreditation',
  'airportAddress',
  'airportWay',
  'placement',
  'description',
  'seoDescription',
  'keywords',
] as const;

const SECTIONS: FormSection[] = [
  {
    title: 'app.profile.additional.accreditation',
    fields: [
      { source: 'accrList', widget: 'multiselect', choices: (lang) => accreditations.map((a) => ({ id: a.code, name: a[lang] })) },
      { source: 'accreditation', widget: 'textarea' },
    ],
  },
  {
    title: 'app.profile.additional.arrival',
    fields: [{ source: 'airportAddress' }, { source: 'airportWay', widget: 'textarea' }, { source: 'placement', widget: 'textarea' }],
  },
  { title: 'app.profile.additional.about', fields: [{ source: 'description', widget: 'richtext' }] },
  { title: 'app.profile.additional.seo', fields: [{ source: 'seoDescription', widget: 'textarea' }, { source: 'keywords' }] },
];

export default function AdditionalStep(props: StepProps) {
  const { answer, loadedAt, persist, conflict } = useSectionForm<{ additional: Record<string, unknown> }>('additional', FIELDS, props);
  if (!answer) return <LinearProgress />;
  return (
    <PageForm
      key={loadedAt}
      schema={clinicAdditionalSchema}
      name="clinicAdditional"
      sections={SECTIONS}
      record={answer.additional}
      persist={persist}
      onDirtyChange={props.setDirty}
      registerSave={props.registerSave}
      conflict={conflict}
    />
  );
}
