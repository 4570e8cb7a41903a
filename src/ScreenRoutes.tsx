// The screens' routes, loaded with the first signed-in page (App.tsx routes every path but the
// public pages and the error pages here): one route per path of each screen of resources/index.ts,
// each guarded by its roles, in the react-admin resource context of its name (useResourceContext).
// They are plain routes, not <Resource>s: a <Resource> is routed at /<name>/*, and the spec's paths
// are the contract (/admin/rubrics, /redactor/rubrics; docs/decisions.md "Screens stay at their
// documented paths"). Any other path is the 404 page.
import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import {
  type AnyScreen,
  isForm,
  isResource,
  type ResourceDefinition,
  recordPagePaths,
  type ScreenDefinition,
  screenPaths,
} from '../common/resource';
import { screens } from '../resources';
import { RequireRoles } from './auth/RequireRoles';
import { ScreenPathContext } from './engine/ScreenPath';
import { lazyScreen } from './lazy/lazyScreen';

const ErrorScreen = lazyScreen(() => import('./pages/ErrorPage'));
const ResourceScreen = lazyScreen(() => import('./engine/ResourceScreen'));

/** A plain resource renders through the engine; a screen of its own loads its view on first visit. */
function screenElement(screen: ResourceDefinition | ScreenDefinition) {
  if (isResource(screen)) return <ResourceScreen definition={screen} />;
  const View = lazyScreen(screen.load as () => Promise<{ default: ComponentType }>);
  return <View />;
}

/** A resource edited on pages of its own has them at each list path plus `/:id`, or at its form's
 * path; one with a record page of its own (`page`) has it at the page's path. */
const recordRoutes = (screen: AnyScreen) => [
  ...(isResource(screen) && screen.config.form.mode === 'page'
    ? recordPagePaths(screen.config).map((path) => ({
        config: screen.config,
        path,
        element: <ResourceScreen definition={screen} shows="record" />,
      }))
    : []),
  ...(isResource(screen) && screen.config.page?.path
    ? [{ config: screen.config, path: screen.config.page.path, element: <ResourceScreen definition={screen} shows="page" /> }]
    : []),
];

// A hosted screen (a profile step) is routed by its host; so is a form-only declaration.
const screenRoutes = screens
  .filter((screen): screen is ResourceDefinition | ScreenDefinition => !screen.config.hostedBy && !isForm(screen))
  .flatMap((screen) => {
    const element = screenElement(screen);
    // A resource listed by another screen (`listedBy`) has only its record pages here.
    const lists = isResource(screen) && screen.config.listedBy ? [] : screenPaths(screen.config);
    return [...lists.map((path) => ({ config: screen.config, path, element })), ...recordRoutes(screen)];
  });

export default function ScreenRoutes() {
  return (
    <Routes>
      {screenRoutes.map(({ config, path, element }) => (
        <Route
          key={path}
          path={path}
          element={
            // Keyed by its route: another screen is mounted afresh, never the previous one's
            // engine list given the next one's resource (its rows would show there).
            <RequireRoles key={path} roles={config.roles}>
              <ResourceContextProvider value={config.name}>
                <ScreenPathContext.Provider value={path}>{element}</ScreenPathContext.Provider>
              </ResourceContextProvider>
            </RequireRoles>
          }
        />
      ))}
      <Route path="*" element={<ErrorScreen status={404} />} />
    </Routes>
  );
}
