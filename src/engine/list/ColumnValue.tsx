// Shows one column of a record with the cell its declaration names (src/engine/list/cells).
import type { ColumnSpec } from '../../../common/resource';
import { useLang } from '../../useLang';
import { cellFor } from './cells';

// `label` and the class names are read by a table view for the column's header and cells.
export function ColumnValue({ column }: { column: ColumnSpec; label?: string; cellClassName?: string; headerClassName?: string }) {
  const lang = useLang();
  return cellFor(column.display)(column, lang);
}
