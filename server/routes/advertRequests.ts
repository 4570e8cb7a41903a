// What the advertising routes (advertising.ts) and the banner routes they register (banners.ts)
// both need: the answer for a record that is not there (their path's id is declared in
// resources/advert/calls.ts).
import { ApiError } from '../http/errors';

/** A holder, promo or banner that does not exist (or is no longer active). */
export const notFound = () => new ApiError(404, 'server.error.notFound');
