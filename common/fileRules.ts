// What a file input accepts, declared once per upload (issue 26 point 2): the extensions and the
// byte bounds, in the units its limits are said in. The browser refuses a file that does not fit
// before sending it, with one message per reason (src/engine/upload/fileRefusal.ts); the server
// judges the content again.
import { BANNER_EXTENSIONS, BANNER_MAX_BYTES } from './advert';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_MIN_BYTES } from './documents';

export interface FileRules {
  /** Lower-case extensions. */
  types: readonly string[];
  min: number;
  max: number;
  /** The units the limits are said in: binary (the pictures' 10 MB) unless 1000 (the documents'). */
  sizeBase?: 1000 | 1024;
  /** The types the browser must give the file too (an image's), else it is not what its name says. */
  mimes?: readonly string[];
}

/** Every image upload (000 §5 "Upload rules"): gif, jpg, jpeg, png, webp of 1024 to 10485760 bytes. */
export const IMAGE_RULES: FileRules = {
  types: ['gif', 'jpg', 'jpeg', 'png', 'webp'],
  min: 1024,
  max: 10_485_760,
  mimes: ['image/gif', 'image/jpeg', 'image/png', 'image/webp'],
};

/** An author's photo (002 §5 "Author"): an image of at most 5 MB. */
export const AUTHOR_PHOTO_RULES: FileRules = { ...IMAGE_RULES, max: 5_242_880 };

/** A banner's image (002 §5 "Banners"): png, jpg, jpeg, gif, at most 3 MB. */
export const BANNER_RULES: FileRules = { types: BANNER_EXTENSIONS, min: 1, max: BANNER_MAX_BYTES };

/** A clinic's free file (001 §9), measured in base-1000 units. */
export const DOCUMENT_RULES: FileRules = { types: DOCUMENT_EXTENSIONS, min: DOCUMENT_MIN_BYTES, max: DOCUMENT_MAX_BYTES, sizeBase: 1000 };
