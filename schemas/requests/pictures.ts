// Body schemas of the pictures and logo calls (001 §7; resources/clinics/mediaCalls.ts). Form
// fields arrive as text; JSON bodies may carry numbers and booleans. A picture's owner is named by
// doctorHash or agentHash when given, else by hash (the clinic's), which the handler then requires;
// the clinic screen sends the other two blank. toggleimage is the clinic gallery's only (the spec
// gives it no other owner).
import { flag, hash, id } from './common';

const blankOrHash = { type: 'string', pattern: '^(?:[0-9A-Fa-f-]{36})?$' } as const;

/** The upload's fields beside its file. */
export const uploadFields = {
  type: 'object',
  properties: { hash: blankOrHash, agentHash: blankOrHash, doctorHash: blankOrHash },
} as const;

export const pictureIdBody = {
  type: 'object',
  required: ['id'],
  properties: { hash: blankOrHash, doctorHash: blankOrHash, agentHash: blankOrHash, id },
} as const;

export const toggleImageBody = {
  type: 'object',
  required: ['hash', 'id', 'visible'],
  properties: { hash, doctorHash: blankOrHash, id, visible: flag },
} as const;
