// The answers of refused calls (server/plugins/errors.ts): one shape for every status, and the
// field-keyed lists of a form whose values were refused, under the key the call names.
import { exact, integer, text } from './common';

/** `{ status, error, message, path }` (as a Spring server answers); 5xx answers add `id`. */
export const errorAnswer = {
  type: 'object',
  required: ['status', 'error', 'message', 'path'],
  additionalProperties: false,
  properties: {
    status: integer,
    error: text,
    message: { type: 'string', description: "In the session's language." },
    path: text,
    id: { type: 'string', description: 'The request id, also in the server log (5xx only).' },
  },
} as const;

/** Field name (nested ones dotted, `root` for the whole form) -> messages in the session's language. */
const fieldMessages = { type: 'object', additionalProperties: { type: 'array', items: text } } as const;

/** Field errors where the call puts them: under `error`, under `errors`, or as the top level. */
export const fieldErrorsAnswer = (at: 'error' | 'errors' | 'root') => (at === 'root' ? fieldMessages : exact({ [at]: fieldMessages }));
