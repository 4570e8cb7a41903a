// Step "oms" (001 §2 "OMS", section 17): the clinic's active state-insurance (OMS) procedures, code
// and name, with their count. Read-only: the catalogue synchronisation fills them.
import { Alert, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ProfileCallsProvider } from '../sectionCalls';
import type { StepProps } from '../stepTypes';

export default function OmsStep({ hash }: StepProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProfileCallsProvider>();
  const query = useQuery({ queryKey: ['clinicOms', hash], queryFn: () => dataProvider.clinicOms({ hash }) });
  if (query.isError) {
    // The spec swallows failed loads; a list that silently shows nothing would read as "no procedures".
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{translate('app.profile.oms.reload')}</Button>}>
        {translate('app.profile.oms.failed')}
      </Alert>
    );
  }
  if (!query.data) return <LinearProgress />;
  const { count, oms } = query.data;
  if (oms.length === 0) return <Alert severity="info">{translate('app.profile.oms.empty')}</Alert>;
  return (
    <Stack spacing={1}>
      <Typography>{translate('app.profile.oms.count', { count })}</Typography>
      <Table size="small" aria-label={translate('app.profile.oms.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.profile.oms.code')}</TableCell>
            <TableCell>{translate('app.profile.oms.name')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {/* A code may repeat under another name (the catalogue does not forbid it): both make the key. */}
          {oms.map((procedure) => (
            <TableRow key={`${procedure.code} ${procedure.name}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{procedure.code}</TableCell>
              <TableCell>{procedure.name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
