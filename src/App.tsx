// The app: react-admin with the project's providers, layout and alerts, and the router of 002 §2.
// Every screen loads lazily; the screens come from resources/index.ts, one route per path, each in
// the react-admin resource context of its name (useResourceContext). They are custom routes, not
// <Resource>s: a <Resource> is routed at /<name>/*, and the spec's paths are the contract
// (/admin/rubrics, /redactor/rubrics; docs/decisions.md "Screens stay at their documented paths").
// react-admin is assembled from its parts as <Admin> does, AdminContext (providers, themes) and
// CoreAdminUI (routes), without <Admin>'s default pages: its layout, menu and login page, which
// the app does not use, would otherwise all be part of the first load (docs/decisions.md "The
// first load").
import { CssBaseline } from '@mui/material';
import type { ComponentType } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  type I18nProvider,
  LoadingPage,
  localStorageStore,
  Navigate,
  ResourceContextProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { type AnyScreen, isResource, recordPagePaths, screenPaths } from '../common/resource';
import { screens } from '../resources';
import { RequireRoles } from './auth/RequireRoles';
import { LANDING, ROLE_ORDER } from './auth/session';
import { ScreenPathContext } from './engine/ScreenPath';
import { Alerts } from './layout/Alerts';
import { AppLayout } from './layout/AppLayout';
import { darkTheme, lightTheme } from './layout/theme';
import { lazyScreen } from './lazy/lazyScreen';
import { LiveSetup } from './live/LiveProvider';
import type { ErrorPageProps } from './reactAdminPages';
import type { Services } from './services';

const LoginScreen = lazyScreen(() => import('./auth/LoginPage'));
const LogoutScreen = lazyScreen(() => import('./auth/LogoutPage'));
const ForgotPasswordScreen = lazyScreen(() => import('./auth/ForgotPasswordPage'));
const SetPasswordScreen = lazyScreen(() => import('./auth/SetPasswordPage'));
const ErrorScreen = lazyScreen(() => import('./pages/ErrorPage'));
const RoleStartScreen = lazyScreen(() => import('./pages/RoleStartPage'));
const ResourceScreen = lazyScreen(() => import('./engine/ResourceScreen'));

const NotFoundScreen = () => <ErrorScreen status={404} />;

// react-admin's own pages for an uncaught error, /access-denied and /authentication-error.
const UncaughtErrorPage = lazyScreen<ErrorPageProps>(async () => ({ default: (await import('./reactAdminPages')).ErrorPage }));
const UncaughtErrorScreen = (props: ErrorPageProps) => <UncaughtErrorPage {...props} />;
const AccessDeniedScreen = lazyScreen(async () => ({ default: (await import('./reactAdminPages')).AccessDeniedPage }));
const AuthenticationErrorScreen = lazyScreen(async () => ({ default: (await import('./reactAdminPages')).AuthenticationErrorPage }));

/** As <Admin>'s: the theme (react-admin's store key "theme") and list settings survive a reload. */
const store = localStorageStore();

/** A plain resource renders through the engine; a screen of its own loads its view on first visit. */
function screenElement(screen: AnyScreen) {
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

// A hosted screen (a profile step) is routed by its host.
const screenRoutes = screens
  .filter((screen) => !screen.config.hostedBy)
  .flatMap((screen) => {
    const element = screenElement(screen);
    return [...screenPaths(screen.config).map((path) => ({ config: screen.config, path, element })), ...recordRoutes(screen)];
  });

// A role's landing path shows its start page until a screen takes that path.
const startPages = ROLE_ORDER.filter((role) => !screenRoutes.some(({ path }) => path === LANDING[role]));

export function App({ services, i18nProvider }: { services: Services; i18nProvider: I18nProvider }) {
  return (
    <LiveSetup.Provider value={services.live}>
      <AdminContext
        dataProvider={services.dataProvider}
        authProvider={services.authProvider}
        queryClient={services.queryClient}
        i18nProvider={i18nProvider}
        store={store}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            layout={AppLayout}
            loginPage={LoginScreen}
            catchAll={NotFoundScreen}
            loading={LoadingPage}
            error={UncaughtErrorScreen}
            accessDenied={AccessDeniedScreen}
            authenticationError={AuthenticationErrorScreen}
            disableTelemetry
          >
            <CustomRoutes noLayout>
              <Route path="/" element={<Navigate to="/login" replace />} />
              <Route path="/logout" element={<LogoutScreen />} />
              <Route path="/forgotpassword" element={<ForgotPasswordScreen />} />
              <Route path="/restorepassword/:hash" element={<SetPasswordScreen kind="restore" />} />
              <Route path="/confirmemail/:hash" element={<SetPasswordScreen kind="confirm" />} />
            </CustomRoutes>
            <CustomRoutes>
              <Route path="/error/403" element={<ErrorScreen status={403} />} />
              <Route path="/error/404" element={<ErrorScreen status={404} />} />
              {screenRoutes.map(({ config, path, element }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    // Keyed by its route: another screen is mounted afresh, never the previous
                    // one's engine list given the next one's resource (its rows would show there).
                    <RequireRoles key={path} roles={config.roles}>
                      <ResourceContextProvider value={config.name}>
                        <ScreenPathContext.Provider value={path}>{element}</ScreenPathContext.Provider>
                      </ResourceContextProvider>
                    </RequireRoles>
                  }
                />
              ))}
              {startPages.map((role) => (
                <Route
                  key={role}
                  path={LANDING[role]}
                  element={
                    <RequireRoles roles={[role]}>
                      <RoleStartScreen role={role} />
                    </RequireRoles>
                  }
                />
              ))}
            </CustomRoutes>
          </CoreAdminUI>
          <Alerts />
        </CssBaseline>
      </AdminContext>
    </LiveSetup.Provider>
  );
}
