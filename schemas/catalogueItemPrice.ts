// A clinic's price range for one specialty or service, in roubles (POST /api/admin/specialtyprice
// and serviceprice/{hash}, 001 §7: sid, price, priceEnd; §5: digits only, 1 to 7 digits, no
// leading zero). "to" needs a "from" and is not below it; both blank clears the range.
import type { FromSchema } from 'json-schema-to-ts';

export const catalogueItemPriceSchema = {
  type: 'object',
  properties: {
    sid: { type: ['integer', 'string'], select: true },
    // Not in the spec's body: the edit language whose completion mark the save sets (both when absent).
    locals: { type: 'string', enum: ['RU', 'EN'] },
    price: { type: 'string', text: { format: 'price' } },
    priceEnd: { type: 'string', text: { format: 'price' }, notBelow: 'price' },
  },
} as const;

export type CatalogueItemPriceForm = FromSchema<typeof catalogueItemPriceSchema>;
