// A banner's description (002 §3 "Banner", §5 "Banners", §7): the `banners` list items of
// POST /api/admin/promo/{id}/banner and the `banner` JSON of PUT /api/admin/promo/banner/{id}, and
// the banner forms of the banner page and the edit screen; its fields are schemas/fields/banner.ts.
import type { FromSchema } from 'json-schema-to-ts';
import { bannerProperties } from './fields/banner';

export const bannerSchema = {
  type: 'object',
  properties: bannerProperties,
} as const;

export type BannerForm = FromSchema<typeof bannerSchema>;
