// A holder (advertiser) as POST /api/admin/advertiser and PUT /api/admin/advertiser/{id} take it
// (002 §7): the rules of schemas/fields/advertiser.ts.
import type { FromSchema } from 'json-schema-to-ts';
import { advertiserProperties } from './fields/advertiser';

export const advertiserSchema = { type: 'object', properties: advertiserProperties } as const;

export type AdvertiserForm = FromSchema<typeof advertiserSchema>;
