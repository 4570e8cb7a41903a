// Step "additional" (000 §3 "Clinic additional form", §5): accreditations (codes for all
// languages, the text per language), the way from the airport, placement, the rich-text
// description and the SEO texts, in the edit language.
import type { FormSection } from '../../../../common/resource';
import { clinicAdditionalSchema } from '../../../../schemas/clinicAdditional';
import { accreditations } from '../../../../schemas/enums/accreditations';
import { SectionStep } from '../SectionStep';
import type { StepProps } from '../stepTypes';

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
  return (
    <SectionStep
      {...props}
      section="additional"
      schema={clinicAdditionalSchema}
      name="clinicAdditional"
      fields={FIELDS}
      sections={SECTIONS}
    />
  );
}
