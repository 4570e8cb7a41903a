// The banner forms' model: a banner as its form edits it (comma lists), a block's create values
// (one banner per type of the block, 002 §2), the resolver that runs the shared banner schema on
// each of them (errors at `<TYPE>.<field>`, as the server keys them). The image's checks are the
// image widget's (its declared options, resources/advert/index.ts).
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

/** The shared schema on each banner of a form; `prefix` says where a banner sits in the form. */
export function bannersResolver<Values extends object>(
  types: readonly BannerType[],
  translate: Translate,
  prefixed: boolean,
): Resolver<Values> {
  const schema = bannerSchema as AnySchemaObject;
  const validate = compiledValidator(schema);
  return (values) => {
    const errors: FieldErrors = {};
    for (const type of types) {
      const banner = prefixed ? (values as BlockValues)[type] : values;
      const fields = validateWith(validate, schema, banner);
      for (const [path, [first]] of Object.entries(fields)) {
        set(errors, prefixed ? `${type}.${path}` : path, { type: first.key, message: translate(first.key, first.params) });
      }
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<Values> } : { values, errors: {} };
  };
}
