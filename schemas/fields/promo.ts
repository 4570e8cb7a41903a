// A promo's fields and their rules (002 §3 "Promo", §5 "Promo"), shared by the promo schemas
// (promo.ts: both payload shapes; holderPromo.ts: the holder flow's form) and the advertising
// declarations (resources/advert/index.ts), outside the schema registry (see schemas/fields/author.ts).
// Start from today to a year ahead, end from tomorrow to a year ahead and not before the start
// (keywords/dayWithin.ts); the directions and diseases are checked whenever the categories list is
// sent (the clinic flow and /admin/advertising always send it, the holder flow never).

/** '' or ids joined by commas ("3,17"). */
const idList = { type: 'string', text: { max: 20000, pattern: '^\\d{1,9}(?:,\\d{1,9})*$', patternMessage: 'check.invalid' } } as const;
/** An optional id: blank or digits. */
const optionalId = { type: ['integer', 'string'], pattern: '^\\d{0,9}$', minimum: 0, errorMessage: 'check.invalid' } as const;
/** 002 §9 "Promo dates within one year of today". */
export const PROMO_DAYS_AHEAD = 365;

export const promoProperties = {
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
} as const;
