// The field of a referenced record that a reference cell shows (`name` by default, localized).
import { type ColumnSpec, localizedPath } from '../../../../common/resource';

export const optionText = (column: ColumnSpec, lang: 'ru' | 'en') => localizedPath(column.optionText ?? 'name', lang);
