// The size of an image pasted or dropped into rich text (002 §7 POST /images/mediafile: its bytes
// as base64 text in a JSON body), read by the call's declaration (the schema's limit) and by the
// server (the body limit and the decoded size).
import { IMAGE_RULES } from './fileRules';

/** The largest image, as any upload (000 §5: 10 MB). */
export const PASTED_MAX_BYTES = IMAGE_RULES.max;

/** The base64 text of the largest image, and room for the rest of the JSON body. */
export const PASTED_BODY_LIMIT = Math.ceil((PASTED_MAX_BYTES * 4) / 3) + 64 * 1024;
