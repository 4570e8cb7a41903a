// A table column's heading, as the table writes it (TableView): the column's own label, else its
// field's, so that the column chooser names each column as the reader sees it.
import type { TranslateFunction } from 'react-admin';
import { fieldLabelKey, type ResourceConfig } from '../../../../common/resource';

export function columnLabel(config: ResourceConfig, name: string, translate: TranslateFunction): string {
  const spec = [...(config.list.leading ?? []), ...config.list.columns].find((column) => column.source === name);
  return translate(spec?.label ?? fieldLabelKey(config.name, name));
}
