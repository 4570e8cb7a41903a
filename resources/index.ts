// Every screen of the app, found here: each folder's index.ts exports `screens` (its declarations:
// plain resources rendered by the engine, and screens with views of their own). App.tsx routes and
// guards them, the menu lists them, the server builds the plain resources' routes from the same
// declarations (server/engine/declarations.ts). A new folder needs no line anywhere else.
import { type AnyScreen, isResource, type ResourceDefinition } from '../common/resource';
import { byMenuOrder } from './menuOrder';

const modules = import.meta.glob<{ screens: AnyScreen[] }>('./*/index.ts', { eager: true });

/** Every screen, in menu order. */
export const screens: AnyScreen[] = Object.values(modules)
  .flatMap((module) => module.screens)
  .sort(byMenuOrder);

/** The plain resources (list and form rendered by the engine). */
export const resources: ResourceDefinition[] = screens.filter(isResource);
