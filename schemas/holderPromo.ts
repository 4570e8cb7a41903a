// A holder's promo form (002 §2 "Promo form", /admin/advert/holders/{id}/edit/{promoId}): "promo
// name, start date, end date (all required to continue)", and the holder it belongs to. The rules
// of schemas/fields/promo.ts; the server checks the save with the whole promo schema (promo.ts).
// A form of its own, so that a promo read from the wire (its directions and diseases as lists)
// is checked only on what this form edits.
import type { FromSchema } from 'json-schema-to-ts';
import { promoProperties } from './fields/promo';

const { name, startDate, endDate, advertiserId } = promoProperties;

export const holderPromoSchema = { type: 'object', properties: { name, startDate, endDate, advertiserId } } as const;

export type HolderPromoForm = FromSchema<typeof holderPromoSchema>;
