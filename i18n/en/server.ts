import type { Catalog } from '../catalog';
import type { server as ru } from '../ru/server';

export const server = {
  error: {
    unauthorized: 'Please sign in',
    forbidden: 'Access denied',
    csrf: 'Invalid anti-forgery (CSRF) token. Please reload the page',
    notFound: 'Not found',
    badRequest: 'Bad request',
    badJson: 'Malformed JSON in the request body',
    badMultipart: 'Malformed form data',
    unsupportedType: 'Unsupported content type: %{type}',
    noUi: 'The interface is not built: run npm run build',
    tooLarge: 'Request too large',
    tooMany: 'Too many attempts. Try again in %{minutes} min.',
    internal: 'Internal server error. Error id: %{id}',
  },
  login: {
    wrong: 'Wrong login/password',
  },
  password: {
    forgotSent: 'If this address is registered, we have sent a password restore link to it',
    linkInvalid: 'Restore link is not valid',
  },
} as const satisfies Catalog<typeof ru>;
