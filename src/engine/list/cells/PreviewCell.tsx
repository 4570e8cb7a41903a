// A row's preview button (FormPreview in the options: a clinic's, by the link its declared call
// answers, while it passes `shown`), the one a record's form shows.
import type { FormPreview } from '../../../../common/recordPage';
import { PreviewButton } from '../../form/PreviewButton';
import type { CellEntry } from './types';

export const cell: CellEntry = {
  name: 'preview',
  render: (column) => <PreviewButton preview={column.options as unknown as FormPreview} small />,
};
