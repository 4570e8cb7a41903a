// The read-only previews a preview link opens when no PUBLIC_PORTAL_URL is configured (GET
// /preview/clinic/{token}, /preview/doctor/{token}, /preview/article/{token}; docs/api.md): the
// clinic's or doctor's RU profile, or an article or tag as the portal would show it. Public (the
// token is the key), HTML, never cached, never indexed; 404 for an unknown token, 410 once it has
// expired. No screen calls them through the data provider: the browser opens the link the
// preview-link calls answer. Served by server/routes/preview.ts.
import { defineCalls } from '../../common/calls';

const params = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } },
} as const;

const page = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } }) as const;
/** The refusals, each an HTML page saying the link is no longer valid. */
const refusals = { 404: page('An unknown token.'), 410: page('An expired token.') } as const;

const SENT = 'HTML with Cache-Control: no-store and X-Robots-Tag: noindex.';

export const previewCalls = defineCalls(
  { area: 'Preview', access: 'public' },
  {
    clinicPreview: {
      method: 'GET',
      path: '/preview/clinic/:token',
      description: `The clinic’s RU profile. ${SENT}`,
      params,
      answer: page("The clinic's RU profile."),
      answers: refusals,
    },
    doctorPreview: {
      method: 'GET',
      path: '/preview/doctor/:token',
      description: `The doctor’s RU profile. ${SENT}`,
      params,
      answer: page("The doctor's RU profile."),
      answers: refusals,
    },
    articlePreview: {
      method: 'GET',
      path: '/preview/article/:token',
      description: `The article or tag as the portal would show it. ${SENT}`,
      params,
      answer: page('The article or tag as the portal would show it.'),
      answers: refusals,
    },
  },
);
