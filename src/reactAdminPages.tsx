// react-admin's own pages for its rare routes (an uncaught error, /access-denied,
// /authentication-error), loaded only when one is shown: App.tsx composes react-admin from its
// parts rather than through <Admin>, whose defaults (its layout, login page and menu) would
// otherwise all be part of the first load.
import type { ComponentProps } from 'react';
import { AccessDenied, AuthenticationError, Error as ReactAdminError } from 'react-admin';

export type ErrorPageProps = ComponentProps<typeof ReactAdminError>;

export const ErrorPage = (props: ErrorPageProps) => <ReactAdminError {...props} />;
export const AccessDeniedPage = () => <AccessDenied />;
export const AuthenticationErrorPage = () => <AuthenticationError />;
