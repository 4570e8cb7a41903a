// The clinic's two fixed texts of the specialties step, "OMS treatment" and "children treatment"
// (POST /api/admin/updateOmsChildrenDescription, 001 §7: clinicHash, category oms|children,
// description). Rich text like the category description (max 50000), stored sanitised.
import type { FromSchema } from 'json-schema-to-ts';

export const omsChildrenDescriptionSchema = {
  type: 'object',
  properties: {
    clinicHash: { type: 'string', pattern: '^[0-9A-Fa-f-]{36}$' },
    category: { type: 'string', select: ['oms', 'children'] },
    description: { type: 'string', text: { max: 50000 } },
  },
  required: ['clinicHash'],
} as const;

export type OmsChildrenDescriptionForm = FromSchema<typeof omsChildrenDescriptionSchema>;
