// A review's categories, specialties or doctors (`options.list`), picked in the engine's one id
// picker as one types (001 §5, §9), kept as the comma list the save sends; the categories and
// specialties are off while "all categories" is ticked (`options.offBy`: that field).
import { useWatch } from 'react-hook-form';
import { IdsPicker } from '../../../src/engine/widgets/IdsPicker';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { useReviewPicks } from '../reviewPicks';

function ReviewPicksWidget({ field, label }: WidgetProps) {
  const picks = useReviewPicks();
  const { list, offBy } = (field.options ?? {}) as { list: 'categories' | 'specialties' | 'doctors'; offBy?: string };
  const offValue: unknown = useWatch({ name: offBy ?? field.source });
  const off = offBy !== undefined && Boolean(offValue);
  return (
    <IdsPicker
      name={field.source}
      label={label}
      options={picks[list]}
      loading={list === 'doctors' ? picks.loading.doctors : picks.loading.catalogue}
      disabled={field.disabled || off}
      search
    />
  );
}

export const widget: WidgetEntry = { name: 'reviewPicks', component: ReviewPicksWidget };
