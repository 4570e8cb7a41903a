// What the advertising routes (advertising.ts) and the banner routes they register (banners.ts)
// both need: the record id of their paths and the answer for a record that is not there.
import { ApiError } from '../http/errors';

/** `:id` in the path: a positive id that fits the tables' 32-bit integer column. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** A holder, promo or banner that does not exist (or is no longer active). */
export const notFound = () => new ApiError(404, 'server.error.notFound');
