// A clinic's superagent (POST /api/admin/setsuperagent, 000 §1, §7): the clinic's hash and the
// agent's id; null (which the shared validator reads as absent), 0 or '' clears it. The body of
// the call and the rules of the clinics list's modal.
import type { FromSchema } from 'json-schema-to-ts';
import { hash, id } from './requests/common';

export const superAgentSchema = {
  type: 'object',
  required: ['hash'],
  properties: { hash, agentId: { anyOf: [id, { const: 0 }, { const: '' }] } },
} as const;

export type SuperAgentForm = FromSchema<typeof superAgentSchema>;
