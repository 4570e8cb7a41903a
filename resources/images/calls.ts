// The public image files (000 §5, 001 §3; docs/api.md "Pictures and logo"): a display image or a
// thumbnail of any image kind (clinic pictures and logos, doctors' and users' avatars, reviews'
// avatars, media files, banners), public because the portal shows them. No screen calls them
// through the data provider: pages load them by their URL. Served by server/routes/images.ts.
import { defineCalls } from '../../common/calls';

const segment = { type: 'string', maxLength: 64 } as const;
/** Loose on purpose: any image path that names nothing answers 404, checked in the handler. */
const params = {
  type: 'object',
  required: ['kind', 'file'],
  properties: { kind: segment, preset: segment, file: segment },
} as const;

const image = {
  description: 'The image, re-encoded.',
  content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
} as const;
const notModified = { 304: { description: 'Not modified (If-None-Match).', type: 'null' } } as const;

const SERVED =
  'Always bytes re-encoded by sharp (rendered on the first request when missing), with the stored type’s Content-Type, nosniff and a year’s immutable caching under the file’s ETag; 404 for a name that is not stored.';

export const imageCalls = defineCalls(
  { area: 'Images', access: 'public' },
  {
    image: {
      method: 'GET',
      path: '/images/:kind/:file',
      description: `An image’s display image, \`<hash>.<type>\` under its kind. ${SERVED}`,
      params,
      answer: image,
      answers: notModified,
    },
    imageDerivative: {
      method: 'GET',
      path: '/images/:kind/:preset/:file',
      description: `A derivative of an image (its thumbnail), named by its preset. ${SERVED}`,
      params,
      answer: image,
      answers: notModified,
    },
  },
);
