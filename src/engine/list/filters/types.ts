// What a filter widget file declares to the registry (`export const filter`): the name a list's
// filter names as `widget`, and the component that shows and changes the filter's value.
import type { ComponentType } from 'react';
import type { ListFilter } from '../../../../common/resource';

export interface FilterWidgetProps {
  filter: ListFilter;
  /** The filter's value in the list's filter (absent: none chosen). */
  value: unknown;
  onChange: (value: unknown) => void;
  /** The filter it `needs` holds no value: it cannot be set yet. */
  disabled?: boolean;
}

export interface FilterEntry {
  name: string;
  component: ComponentType<FilterWidgetProps>;
}
