// A small round picture of the record: the column's value is its address, or `options.src` builds it
// (`a|b`: the first the record fills). Decorative unless `alt` (%{name}: the value at `named`) says
// whose it is; `size` in px (40), `initials` the name whose initials show without a picture; `frame`
// [width, height] shows a rectangle instead (an article's media file), nothing without one.
import { Avatar } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { editLangOf } from '../../../../common/lang';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { initials } from '../../../auth/session';
import { filledPath } from '../../filledPath';
import { useHost } from '../../host/hostContext';
import { firstFilled } from '../../parts/nameIn';
import type { CellEntry } from './types';

interface Options {
  src?: string;
  alt?: string;
  named?: string;
  size?: number;
  initials?: string;
  frame?: [number, number];
}

function Picture({ path, options, lang }: { path: string; options: Options; lang: 'ru' | 'en' }) {
  const translate = useTranslate();
  const record = useRecordContext() ?? { id: '' };
  const editLang = useHost()?.lang ?? editLangOf(lang);
  const src = options.src
    ? options.src
        .split('|')
        .map((template) => filledPath(template, record))
        .find(Boolean)
    : valueAt(record, path);
  const name = options.named ? String(firstFilled(record, options.named, editLang) ?? '') : '';
  const picture = typeof src === 'string' && src ? src : undefined;
  if (options.frame) {
    const [width, height] = options.frame;
    return picture ? <img src={picture} alt="" width={width} height={height} style={{ objectFit: 'cover' }} /> : <span />;
  }
  const size = options.size && { width: options.size, height: options.size, fontSize: options.size / 2.5 };
  return (
    <Avatar src={picture} alt={options.alt ? translate(options.alt, { name }) : ''} sx={size || undefined}>
      {options.initials ? initials(String(valueAt(record, options.initials) ?? '')) : undefined}
    </Avatar>
  );
}

export const cell: CellEntry = {
  name: 'image',
  render: (column, lang) => <Picture path={localizedPath(column.source, lang)} options={(column.options ?? {}) as Options} lang={lang} />,
};
