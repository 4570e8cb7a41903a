// The app: react-admin with the project's providers, layout and alerts, and the router of 002 §2.
// Every page loads lazily; the screens' routes are ScreenRoutes.tsx's.
// react-admin is assembled from its parts as <Admin> does, AdminContext (providers, themes) and
// CoreAdminUI (routes), without <Admin>'s default pages: its layout, menu and login page, which
// the app does not use, would otherwise all be part of the first load (docs/decisions.md "The
// first load").
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, type I18nProvider, LoadingPage, localStorageStore, Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import { Alerts } from './layout/Alerts';
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
// The signed-in pages' frame and the screens' routes, made from the screens' declarations
// (resources/index.ts): neither is part of the login page's first load (docs/decisions.md
// "The first load").
const AppLayout = lazyScreen(async () => ({ default: (await import('./layout/AppLayout')).AppLayout }));
const ScreenRoutes = lazyScreen(() => import('./ScreenRoutes'));

// react-admin's own pages for an uncaught error, /access-denied and /authentication-error.
const UncaughtErrorPage = lazyScreen<ErrorPageProps>(async () => ({ default: (await import('./reactAdminPages')).ErrorPage }));
const UncaughtErrorScreen = (props: ErrorPageProps) => <UncaughtErrorPage {...props} />;
const AccessDeniedScreen = lazyScreen(async () => ({ default: (await import('./reactAdminPages')).AccessDeniedPage }));
const AuthenticationErrorScreen = lazyScreen(async () => ({ default: (await import('./reactAdminPages')).AuthenticationErrorPage }));

/** As <Admin>'s: the theme (react-admin's store key "theme") and list settings survive a reload. */
const store = localStorageStore();

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
              {/* Every other path is a screen's, or the 404 page (ScreenRoutes.tsx). */}
              <Route path="*" element={<ScreenRoutes />} />
            </CustomRoutes>
          </CoreAdminUI>
          <Alerts />
        </CssBaseline>
      </AdminContext>
    </LiveSetup.Provider>
  );
}
