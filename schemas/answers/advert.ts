// Answers of the advertising calls (002 §3 "Promo", "Banner", "Advertiser", §7 "Promotions,
// banners, advertisers"; docs/api.md "Advertising"): holders with their clinics, promos with their
// banners, a banner with its served image and the uploaded pixel size.
import { BANNER_TYPES } from '../../common/advert';
import { epochMs, exact, flag, integer, integerList, nullableInteger, nullableText, text, textList, version } from './common';

const named = exact({ id: integer, name: text });
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD.' } as const;

export const advertiser = exact({
  id: integer,
  name: text,
  clinicIds: integerList,
  isLinked: flag,
  clinic: { anyOf: [named, { type: 'null' }], description: 'The first linked clinic.' },
  clinics: { type: 'array', items: named },
  active: flag,
  created: epochMs,
  updated: version,
});

export const banner = exact({
  id: integer,
  type: { type: 'string', enum: BANNER_TYPES },
  promoId: integer,
  url: { type: 'string', description: 'The target link.' },
  link: { ...nullableText, description: '/images/banner/<hash>.<type>, or null without an image.' },
  width: { ...nullableInteger, description: 'The uploaded image’s width, px (for the size warning).' },
  height: nullableInteger,
  marker: text,
  pages: textList,
  textType: textList,
  categories: integerList,
  diseases: integerList,
  clinics: integerList,
  created: epochMs,
  updated: version,
});

export const promo = exact({
  id: integer,
  promoId: integer,
  name: text,
  clinicId: nullableInteger,
  clinic: { anyOf: [named, { type: 'null' }] },
  advertiserId: nullableInteger,
  startDate: day,
  endDate: day,
  active: flag,
  categories: integerList,
  diseases: integerList,
  banners: { type: 'array', items: banner },
  created: epochMs,
  updated: version,
});

export const advertisersAnswer = exact({ advertisers: { type: 'array', items: advertiser } });
export const holderPromosAnswer = exact({ advertiser, promos: { type: 'array', items: promo } });
export const promoAllAnswer = exact({
  promoIds: { type: 'object', additionalProperties: { type: 'array', items: promo }, description: 'By clinic id, "0" for none.' },
  promos: { type: 'array', items: promo },
});
export const bannersAnswer = { type: 'array', items: banner } as const;
export const savedIdAnswer = exact({ id: integer });
export const savedPromoAnswer = exact({ promoId: integer, id: integer });
