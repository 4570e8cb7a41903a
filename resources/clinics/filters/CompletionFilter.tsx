// The completeness view's section filter (`completion`, "<section>.<RU|EN>.<state>", issue 12):
// while it holds a section's state, a chip names it, and deleting the chip clears it. Nothing shows
// for no value, or for one that names no section.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { completionOf, SECTION_STEPS } from '../../../common/completion';
import type { FilterEntry, FilterWidgetProps } from '../../../src/engine/list/filters/types';

function CompletionFilter({ filter, value, onChange }: FilterWidgetProps) {
  const translate = useTranslate();
  const mark = completionOf(typeof value === 'string' ? value : undefined);
  if (!mark) return null;
  const label = translate('app.completeness.filtered', {
    section: translate(`app.profile.steps.${SECTION_STEPS[mark.section]}`),
    lang: mark.lang,
    state: translate(`app.completeness.states.${mark.state}`),
  });
  return (
    <Chip
      label={label}
      onDelete={() => onChange(undefined)}
      // The delete icon is not focusable: the chip itself takes Delete and Backspace, so its name
      // says so after the visible text.
      aria-label={`${label}. ${translate(filter.label)}`}
    />
  );
}

export const filter: FilterEntry = { name: 'completion', component: CompletionFilter };
