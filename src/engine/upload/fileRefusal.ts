// Why a chosen file is refused before it is sent, in the same words on every upload (pictures,
// logo, avatars, photos, media, banners, documents): one message per reason, each naming the file
// (issue 26 point 2). A refused file is never retried: the same file would be refused again.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { extensionOf } from '../../../common/documents';
import type { FileRules } from '../../../common/fileRules';
import type { Lang } from '../../../common/lang';
import { useLang } from '../../useLang';
import { formatBytes } from '../parts/formatBytes';
import { fieldRefusal, judged, UploadRefusal, uploadFailure } from './uploadFailure';

/** The i18n key of a refusal's reason and its arguments. */
export type Refusal = readonly [key: string, args: Record<string, string>];

type FileFacts = Pick<File, 'name' | 'size' | 'type'>;

/** The message of each reason, written out so that the catalogs' check sees every key. */
const REASONS = {
  type: 'app.media.upload.refused.type',
  noType: 'app.media.upload.refused.noType',
  content: 'app.media.upload.refused.content',
  empty: 'app.media.upload.refused.empty',
  small: 'app.media.upload.refused.small',
  large: 'app.media.upload.refused.large',
};

const refused = (reason: keyof typeof REASONS, args: Record<string, string>): Refusal => [REASONS[reason], args];

/** The reason `file` is refused, or undefined when it may go. */
export function refusalOf(rules: FileRules, file: FileFacts, lang: Lang): Refusal | undefined {
  const { name } = file;
  const size = (bytes: number) => formatBytes(bytes, lang, rules.sizeBase);
  const ext = extensionOf(name);
  const types = rules.types.join(', ').toUpperCase();
  if (!ext) return refused('noType', { name, types });
  if (!rules.types.includes(ext)) return refused('type', { name, ext: ext.toUpperCase(), types });
  if (rules.mimes && !rules.mimes.includes(file.type.toLowerCase())) return refused('content', { name });
  if (file.size === 0) return refused('empty', { name });
  if (file.size < rules.min) return refused('small', { name, limit: size(rules.min) });
  if (file.size > rules.max) return refused('large', { name, limit: size(rules.max) });
  return undefined;
}

/** The file input's `accept`, so that the chooser offers those files first. */
export const acceptOf = (rules: FileRules) => [...rules.types.map((type) => `.${type}`), ...(rules.mimes ?? [])].join(',');

/** The words of every upload's refusals and failures, in the UI language, each naming the file. */
export function useUploadTexts() {
  const translate = useTranslate();
  const lang = useLang();
  return useMemo(() => {
    const unreadable = (file: FileFacts) => translate(REASONS.content, { name: file.name });
    return {
      /** Why `file` is refused before it is sent; undefined when it may go. */
      refusal: (rules: FileRules, file: FileFacts) => {
        const refusal = refusalOf(rules, file, lang);
        return refusal && translate(...refusal);
      },
      /** The browser cannot read `file` as an image (a text file named .png): for the crop step
       * and the compression alike. */
      unreadable,
      /** A send of `file` that failed: an UploadRefusal (no Retry) when the server judged the file.
       * An image the browser let through (its type and size fit) and the server refused on its field
       * is one whose content is no image: said as the crop step says it. */
      failure: (error: unknown, file: FileFacts, image = false): Error => {
        const refused = judged(error);
        if (image && refused && fieldRefusal(error)) return new UploadRefusal(unreadable(file));
        const reason = translate(uploadFailure(error));
        const text = translate(refused ? 'app.media.upload.refused.server' : 'app.media.upload.failedFile', { name: file.name, reason });
        return refused ? new UploadRefusal(text) : new Error(text);
      },
    };
  }, [translate, lang]);
}

export type UploadTexts = ReturnType<typeof useUploadTexts>;
