// The banner forms' model: a banner as its form edits it (comma lists), a block's create values
// (one banner per type of the block, 002 §2), the resolver that runs the shared banner schema on
// each of them and wants each one's image. The image's own checks are the image widget's (its
// declared options, resources/advert/index.ts).
import type { AnySchemaObject } from 'ajv';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { BannerType } from '../../../common/advert';
import type { Banner, BannerValues } from '../../../resources/advert/advertModel';
import { bannerSchema } from '../../../schemas/banner';
import { compiledValidator } from '../../../schemas/compiledValidator';
import type { Translate } from '../../../schemas/resolver';
import { validateWith } from '../../../schemas/validator';
import { joinIds } from '../../engine/widgets/idList';

export const bannerValues = (type: BannerType, banner?: Banner): BannerValues => ({
  type,
  url: banner?.url ?? '',
  marker: banner?.marker ?? '',
  pages: joinIds(banner?.pages),
  textType: joinIds(banner?.textType),
  categories: joinIds(banner?.categories),
  diseases: joinIds(banner?.diseases),
  clinics: joinIds(banner?.clinics),
});

export type BlockValues = Partial<Record<BannerType, BannerValues>>;

/** A block's banners checked as the server checks them: the shared schema on each (errors at
 * `<TYPE>.<field>`, as the server keys them), and each with its image (a refused file is never
 * taken, and its reason stays under its field). */
export function blockResolver(types: readonly BannerType[], translate: Translate): Resolver<BlockValues> {
  const schema = bannerSchema as AnySchemaObject;
  const validate = compiledValidator(schema);
  return (values) => {
    const errors: FieldErrors = {};
    for (const type of types) {
      const banner = values[type];
      for (const [path, [first]] of Object.entries(validateWith(validate, schema, banner))) {
        set(errors, `${type}.${path}`, { type: first.key, message: translate(first.key, first.params) });
      }
      if (!(banner?.bannerFile instanceof File))
        set(errors, `${type}.bannerFile`, { type: 'file', message: translate('server.upload.noFile') });
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<BlockValues> } : { values, errors: {} };
  };
}
