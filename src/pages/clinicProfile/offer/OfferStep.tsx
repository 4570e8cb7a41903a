// Step "offer" (001 §2, §3 "Offer", section 6): how fast the clinic answers, its price segment and
// the recommended flag (the clinic's, whatever the edit language), then the offer and the
// advantages as rich text of the edit language. Nothing is sent until every field validates.
import { LinearProgress } from '@mui/material';
import type { FormSection } from '../../../../common/resource';
import { clinicOfferSchema } from '../../../../schemas/clinicOffer';
import { priceSegments, responseRates } from '../../../../schemas/enums/offerChoices';
import { PageForm } from '../../../engine/form/PageForm';
import type { StepProps } from '../stepTypes';
import { useSectionForm } from '../useSectionForm';

const FIELDS = ['responseRate', 'priceSegment', 'recommended', 'clinicOffer', 'clinicAdv'] as const;

const SECTIONS: FormSection[] = [
  {
    title: 'app.profile.offer.terms',
    fields: [
      { source: 'responseRate', choices: (lang) => responseRates.map((rate) => ({ id: rate.hours, name: rate[lang] })) },
      {
        source: 'priceSegment',
        widget: 'select',
        placeholder: 'app.profile.offer.noSegment',
        choices: (lang) => priceSegments.map((segment) => ({ id: segment.code, name: segment[lang] })),
      },
      { source: 'recommended', widget: 'checkbox' },
    ],
  },
  {
    title: 'app.profile.offer.texts',
    fields: [
      { source: 'clinicOffer', widget: 'richtext' },
      { source: 'clinicAdv', widget: 'richtext' },
    ],
  },
];

export default function OfferStep(props: StepProps) {
  const { answer, loadedAt, persist, conflict } = useSectionForm<{ offer: Record<string, unknown> }>('offer', FIELDS, props);
  if (!answer) return <LinearProgress />;
  return (
    <PageForm
      key={loadedAt}
      schema={clinicOfferSchema}
      name="clinicOffer"
      sections={SECTIONS}
      record={answer.offer}
      persist={persist}
      onDirtyChange={props.setDirty}
      registerSave={props.registerSave}
      conflict={conflict}
    />
  );
}
