// Moving every clinic of one agent to another (POST /api/admin/sendclinics, 000 §4): both agents'
// ids, the receiving one chosen in the agents list's modal. The body of the call and its rules.
import type { FromSchema } from 'json-schema-to-ts';
import { id } from './requests/common';

export const clinicsTransferSchema = { type: 'object', required: ['fromA', 'toA'], properties: { fromA: id, toA: id } } as const;

export type ClinicsTransferForm = FromSchema<typeof clinicsTransferSchema>;
