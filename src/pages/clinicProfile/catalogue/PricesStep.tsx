// Step "prices" of the clinic profile (001 §2 Prices): the category-accordion engine with its row of
// catalogueSteps.ts.
import type { StepProps } from '../stepTypes';
import { CatalogueStep } from './CatalogueStep';
import { CATALOGUE_STEPS } from './catalogueSteps';

export default function PricesStep(props: StepProps) {
  return <CatalogueStep config={CATALOGUE_STEPS.prices} {...props} />;
}
