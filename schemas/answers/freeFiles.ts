// Answers of the documents step's calls (001 §3 "Free file", §7 "Documents"; docs/api.md
// "Documents"), with the path each file downloads from.
import { epochMs, exact, flag, integer, nullableInteger, text } from './common';

const freeFile = exact({
  id: integer,
  hash: text,
  name: { ...text, description: 'The name the file had when it was uploaded; downloads carry it.' },
  size: { ...integer, description: 'Bytes.' },
  fileType: { ...text, description: 'The extension, lower case (pdf, docx, jpg, ...).' },
  created: epochMs,
  deleted: flag,
  visible: flag,
  origId: { ...nullableInteger, description: 'null: uploaded here (may be deleted); else from the catalogue (may only be hidden).' },
  url: { ...text, description: 'GET it to download the file under its name.' },
});

/** Not deleted, newest first. */
export const freeFilesAnswer = exact({ files: { type: 'array', items: freeFile } });

export const uploadedFreeFileAnswer = exact({ file: freeFile });
