// Every screen of the app, found here: each folder's index.ts exports `screens` (its declarations:
// engine-rendered resources, screens with views of their own). src/ScreenRoutes.tsx (loaded after
// the sign-in) routes and guards them, the menu lists them, the server builds the plain resources'
// routes from them (server/engine/declarations.ts); a host's parts are resources/parts.ts'.
// A folder's calls.ts (its area's declared calls, common/calls.ts) is loaded with the folder's
// screens, never in the first load: `callRegistry` finds a call by name for the data provider.
// But for the session's (resources/session: the roles every first page reads, the sign-in, the
// language, the password pages) and the live channel's (resources/live: the menu counters every
// signed-in page reads), which are known from the start, never loaded as a chunk of their own.
import { type AnyScreen, isResource, type ResourceDefinition, type ScreenDefinition } from '../common/resource';
import { type CallModule, createCallRegistry } from '../dataProvider/callRegistry';
import { plainAreas } from '../dataProvider/plainAreas';
import * as liveCalls from './live/calls';
import { byMenuOrder } from './menuOrder';
import * as sessionCalls from './session/calls';

const modules = import.meta.glob<{ screens: AnyScreen[]; served?: readonly string[] }>('./*/index.ts', { eager: true });
const callModules = import.meta.glob<CallModule>(['./*/calls.ts', '!./session/calls.ts', '!./live/calls.ts']);

/** `./leads/index.ts` -> `leads`. */
const folderOf = (path: string) => path.split('/')[1];

/** Each screen with its folder. */
const screenFolders = Object.entries(modules).flatMap(([path, module]) =>
  module.screens.map((screen) => [screen, folderOf(path)] as const),
);

/** Each folder's calls: its calls.ts, and the calls its plain resources' declarations make. */
const areas = plainAreas(
  {
    ...Object.fromEntries(Object.entries(callModules).map(([path, load]) => [folderOf(path), load])),
    session: async () => sessionCalls,
    live: async () => liveCalls,
  },
  screenFolders.filter((entry): entry is readonly [ResourceDefinition, string] => isResource(entry[0]) && !!entry[0].config.api),
);

/** The folder of each resource a folder serves without a screen (its index.ts's `served`). */
const servedFolders = Object.entries(modules).flatMap(([path, module]) => (module.served ?? []).map((name) => [name, folderOf(path)]));

export const callRegistry = createCallRegistry(areas, {
  ...Object.fromEntries(screenFolders.filter(([, folder]) => folder in areas).map(([screen, folder]) => [screen.config.name, folder])),
  ...Object.fromEntries(servedFolders),
});
// Registered before the first render asks for the roles (a resolved load: no request).
void callRegistry.load('session');
void callRegistry.load('live');

/** A screen of its own loads its folder's calls, and those of the areas it names, beside its view. */
function withCalls(screen: AnyScreen, folder: string): AnyScreen {
  if (isResource(screen)) return screen;
  const { load, calls = [] } = screen as ScreenDefinition;
  const used = [folder, ...calls].filter((area) => area in areas);
  if (!used.length) return screen;
  return { ...screen, load: () => Promise.all([load(), ...used.map(callRegistry.load)]).then(([view]) => view) };
}

/** Every screen, in menu order. */
export const screens: AnyScreen[] = Object.entries(modules)
  .flatMap(([path, module]) => module.screens.map((screen) => withCalls(screen, folderOf(path))))
  .sort(byMenuOrder);

/** The plain resources (list and form rendered by the engine). */
export const resources: ResourceDefinition[] = screens.filter(isResource);
