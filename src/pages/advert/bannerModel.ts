// The banner forms' model: a banner as its form edits it (comma lists), a block's create values
// (one banner per type of the block, 002 §2), the resolver that runs the shared banner schema on
// each of them (errors at `<TYPE>.<field>`, as the server keys them), and the file checks the
// server repeats (002 §5 "Banners": png, jpg, jpeg, gif, at most 3 MB).
import type { AnySchemaObject } from 'ajv';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import {
  BANNER_FACTS,
  BANNER_MAX_BYTES,
  BANNER_MAX_MB,
  type BannerType,
  extensionOf,
  hasBannerSize,
  isBannerExtension,
} from '../../../common/advert';
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

/** A chosen file's problem as an i18n key and its params, or undefined when it may be sent. */
export function fileProblem(file: File | undefined): [string, Record<string, unknown>] | undefined {
  if (!file) return ['server.upload.noFile', {}];
  const ext = extensionOf(file.name);
  if (!isBannerExtension(ext)) return ['app.advert.messages.fileType', { ext: ext || '?' }];
  if (file.size > BANNER_MAX_BYTES) return ['server.upload.tooLarge', { max: BANNER_MAX_MB }];
  return undefined;
}

/** The size warning of issue 15 point 4, or undefined when the image fits its block. */
export function sizeWarning(type: BannerType, size: { width: number | null; height: number | null } | undefined, translate: Translate) {
  if (!size?.width || !size.height || hasBannerSize(type, size.width, size.height)) return undefined;
  const { width, height } = BANNER_FACTS[type];
  return translate('app.advert.messages.sizeWarning', { width: size.width, height: size.height, expected: `${width}×${height}` });
}

/** An image file's pixel size as the browser decodes it (undefined when it does not decode). */
export async function pixelSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}
