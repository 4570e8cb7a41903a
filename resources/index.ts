// Every resource the app shows, in menu order (002 §2 "ADMIN side menu"); App.tsx registers their
// routes and the menu lists them. A resource appears here once its screen works.
import type { ResourceDefinition } from '../src/engine/types';
import * as cities from './cities';
import * as hubs from './hubs';

export const resources: ResourceDefinition[] = [cities, hubs];
