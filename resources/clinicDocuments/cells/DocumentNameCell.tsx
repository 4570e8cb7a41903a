// A clinic document's name as its download link (the file downloads under that name, 001 §2
// "Documents"), marked when it comes from the catalogue (it may then only be hidden): the title
// cell `documentName`; the record's `url` and `origId` say where it downloads from and whence it came.
import { Chip, Link, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';

function DocumentName({ source }: { source: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const name = String(record[source] ?? '');
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: '12em', overflowWrap: 'break-word' }}
    >
      <Link
        href={String(record.url)}
        download
        title={translate('app.documents.download', { name })}
        onClick={(event) => event.stopPropagation()}
      >
        {name}
      </Link>
      {record.origId !== null && record.origId !== undefined && (
        <Tooltip title={translate('app.documents.catalogueHint')}>
          <Chip size="small" variant="outlined" label={translate('app.documents.catalogue')} />
        </Tooltip>
      )}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'documentName', render: (column) => <DocumentName source={column.source} /> };
