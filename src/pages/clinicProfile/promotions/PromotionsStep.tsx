// Step "promotions" (001 §2, §3 "Promotion", section 13): the clinic's special offer, one rich
// text of the edit language.
import { LinearProgress } from '@mui/material';
import type { FormSection } from '../../../../common/resource';
import { clinicPromotionsSchema } from '../../../../schemas/clinicPromotions';
import { PageForm } from '../../../engine/form/PageForm';
import type { StepProps } from '../stepTypes';
import { useSectionForm } from '../useSectionForm';

const FIELDS = ['specialOffer'] as const;

const SECTIONS: FormSection[] = [{ fields: [{ source: 'specialOffer', widget: 'richtext' }] }];

export default function PromotionsStep(props: StepProps) {
  const { answer, loadedAt, persist, conflict } = useSectionForm<{ promotions: Record<string, unknown> }>('promotions', FIELDS, props);
  if (!answer) return <LinearProgress />;
  return (
    <PageForm
      key={loadedAt}
      schema={clinicPromotionsSchema}
      name="clinicPromotions"
      sections={SECTIONS}
      record={answer.promotions}
      persist={persist}
      onDirtyChange={props.setDirty}
      registerSave={props.registerSave}
      conflict={conflict}
    />
  );
}
