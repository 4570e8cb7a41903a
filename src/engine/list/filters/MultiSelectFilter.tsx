// A filter of several values chosen in one select (the leads' clinics=3,17): SelectFilter's, with
// several chosen.
import { SelectFilter } from './SelectFilter';
import type { FilterEntry } from './types';

export const filter: FilterEntry = { name: 'multiSelect', component: (props) => <SelectFilter {...props} multiple /> };
