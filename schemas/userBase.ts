// An employee's base tab (POST /api/admin/user, 002 §5 "Users": profile): name required 3 to 128,
// time zone required, one of GET /api/admin/zimezones?country=RUSSIA. The hash names the account.
import type { FromSchema } from 'json-schema-to-ts';
import { russianTimeZones } from './enums/timeZones';

export const TIME_ZONE_IDS = russianTimeZones.map((zone) => zone.id);

export const userBaseSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    name: { type: 'string', text: { min: 3, max: 128 } },
    timeZone: { type: 'string', select: TIME_ZONE_IDS },
  },
} as const;

export type UserBaseForm = FromSchema<typeof userBaseSchema>;
