// Step "promotions" (001 §2, §3 "Promotion", section 13): the clinic's special offer, one rich
// text of the edit language.
import type { FormSection } from '../../../../common/resource';
import { clinicPromotionsSchema } from '../../../../schemas/clinicPromotions';
import { SectionStep } from '../SectionStep';
import type { StepProps } from '../stepTypes';

const FIELDS = ['specialOffer'] as const;

const SECTIONS: FormSection[] = [{ fields: [{ source: 'specialOffer', widget: 'richtext' }] }];

export default function PromotionsStep(props: StepProps) {
  return (
    <SectionStep
      {...props}
      section="promotions"
      schema={clinicPromotionsSchema}
      name="clinicPromotions"
      fields={FIELDS}
      sections={SECTIONS}
    />
  );
}
