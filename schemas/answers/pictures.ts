// Answers of a clinic's pictures and logo calls (001 §3 "Image", "Clinic logo"; docs/api.md
// "Pictures and logo"), with the URLs the files are served at.
import { byLang, epochMs, exact, flag, integer, nullableInteger, text } from './common';

const image = exact({
  id: integer,
  hash: text,
  fileType: text,
  mainImg: flag,
  visible: flag,
  alt: byLang(text),
  origId: { ...nullableInteger, description: 'null: uploaded here.' },
  width: integer,
  height: integer,
  size: { type: 'integer', description: 'Bytes of the stored original.' },
  created: epochMs,
  url: text,
  thumb: text,
});

/** Not deleted, the main one first, then by position. */
export const imagesAnswer = exact({ images: { type: 'array', items: image } });

export const uploadedImageAnswer = exact({ image });

const logo = { anyOf: [exact({ hash: text, fileType: text, url: text }), { type: 'null' }] } as const;

/** lLogo: the clinic's own logo; mLogo: the catalogue's. */
export const logoAnswer = exact({ lLogo: logo, mLogo: logo });
