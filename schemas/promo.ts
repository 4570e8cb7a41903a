// A promo as both flows send it (002 §7 "Promotions, banners, advertisers", §5 "Promo"):
// POST /api/admin/promo and PUT /api/admin/promo/{id}. The clinic flow sends name, clinicId, the
// dates and categories and diseases as comma lists (at least one of them); the holder flow sends
// name, the dates and advertiserId, and needs no category or disease: the pick is checked whenever
// the categories list is sent (the clinic flow and /admin/advertising always send it, even empty).
// The rules are those of schemas/fields/promo.ts.
import type { FromSchema } from 'json-schema-to-ts';
import { PROMO_DAYS_AHEAD, promoProperties } from './fields/promo';

export { PROMO_DAYS_AHEAD };

export const promoSchema = { type: 'object', properties: promoProperties } as const;

export type PromoForm = FromSchema<typeof promoSchema>;
