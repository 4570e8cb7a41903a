// The category accordion of the clinic profile's catalogue steps (specialties, services, prices):
// a list view that draws the whole step from its own calls, loaded with the step.
import { lazy } from 'react';
import type { ListViewEntry } from '../../../src/engine/list/views';

export const view: ListViewEntry = { name: 'catalogue', component: lazy(() => import('../catalogue/CatalogueStep')) };
