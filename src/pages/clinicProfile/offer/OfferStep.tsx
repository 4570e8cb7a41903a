// Step "offer" (001 §2, §3 "Offer", section 6): how fast the clinic answers, its price segment and
// the recommended flag (the clinic's, whatever the edit language), then the offer and the
// advantages as rich text of the edit language. Nothing is sent until every field validates.
import type { FormSection } from '../../../../common/resource';
import { clinicOfferSchema } from '../../../../schemas/clinicOffer';
import { priceSegments, responseRates } from '../../../../schemas/enums/offerChoices';
import { SectionStep } from '../SectionStep';
import type { StepProps } from '../stepTypes';

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
  return <SectionStep {...props} section="offer" schema={clinicOfferSchema} name="clinicOffer" fields={FIELDS} sections={SECTIONS} />;
}
