// A promo as both flows send it (002 §7 "Promotions, banners, advertisers", §5 "Promo"):
// POST /api/admin/promo and PUT /api/admin/promo/{id}. The clinic flow sends name, clinicId, the
// dates and categories and diseases as comma lists (at least one of them); the holder flow sends
// name, the dates and advertiserId, and needs no category or disease: the pick is checked whenever
// the categories list is sent (the clinic flow and /admin/advertising always send it, even empty). Start from today to a year
// ahead, end from tomorrow to a year ahead and not before the start (keywords/dayWithin.ts).
import type { FromSchema } from 'json-schema-to-ts';

/** '' or ids joined by commas ("3,17"). */
const idList = { type: 'string', text: { max: 20000, pattern: '^\\d{1,9}(?:,\\d{1,9})*$', patternMessage: 'check.invalid' } } as const;
/** An optional id: blank or digits. */
const optionalId = { type: ['integer', 'string'], pattern: '^\\d{0,9}$', minimum: 0, errorMessage: 'check.invalid' } as const;
/** 002 §9 "Promo dates within one year of today". */
export const PROMO_DAYS_AHEAD = 365;

export const promoSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', text: { notblank: true, max: 256 } },
    clinicId: optionalId,
    advertiserId: optionalId,
    startDate: { type: 'string', dayWithin: { from: 0, to: PROMO_DAYS_AHEAD, message: 'check.promoStart' } },
    endDate: {
      type: 'string',
      dayWithin: {
        from: 1,
        to: PROMO_DAYS_AHEAD,
        message: 'check.promoEnd',
        notBefore: 'startDate',
        notBeforeMessage: 'check.promoEndBeforeStart',
      },
    },
    categories: { ...idList, pickedUnless: { also: ['diseases'], whenSent: true, message: 'check.promoTargets' } },
    diseases: idList,
  },
} as const;

export type PromoForm = FromSchema<typeof promoSchema>;
