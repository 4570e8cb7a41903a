// /admin/advert/holders (002 §2 "Promotions and advertisers"): the active advertisers by name with
// their clinics; add, edit and (soft) delete in modals; a name opens the holder's page.

import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { Advertiser } from '../../../resources/advert/advertModel';
import type { advertisingCalls } from '../../../resources/advert/calls';
import { RemoveConfirm } from '../../engine/form/RemoveConfirm';
import { HolderDialog } from './HolderDialog';
import { useAdvertRefresh, useHolders } from './useAdvert';

type Open = { kind: 'edit'; holder?: Advertiser } | { kind: 'remove'; holder: Advertiser } | null;

export default function HoldersPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof advertisingCalls>>();
  const { data, isPending } = useHolders();
  const refresh = useAdvertRefresh();
  const [open, setOpen] = useState<Open>(null);
  const holders = data?.advertisers ?? [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.advert.holders.title')} />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" onClick={() => setOpen({ kind: 'edit' })}>
            {translate('app.advert.holders.create')}
          </Button>
        </Box>
        {!isPending && holders.length === 0 && <Typography>{translate('app.advert.holders.empty')}</Typography>}
        {holders.length > 0 && (
          <Table size="small" aria-label={translate('app.advert.holders.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.advert.holders.name')}</TableCell>
                <TableCell>{translate('app.advert.holders.clinics')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {holders.map((holder) => (
                <TableRow key={holder.id} data-testid="holder-row">
                  <TableCell>
                    <Link to={`/admin/advert/holders/${holder.id}`}>{holder.name}</Link>
                  </TableCell>
                  <TableCell>
                    {holder.clinics.map((clinic) => clinic.name).join(', ') || translate('app.advert.holders.noClinics')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={translate('app.advert.holders.edit', { name: holder.name })}
                      onClick={() => setOpen({ kind: 'edit', holder })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('app.advert.holders.remove', { name: holder.name })}
                      onClick={() => setOpen({ kind: 'remove', holder })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {open?.kind === 'edit' && <HolderDialog holder={open.holder} onClose={() => setOpen(null)} />}
      {open?.kind === 'remove' && (
        <RemoveConfirm
          title={translate('app.advert.holders.confirmRemove', { name: open.holder.name })}
          request={() => dataProvider.deleteAdvertiser({ id: open.holder.id })}
          removed="app.advert.messages.deleted"
          failed="form.delete.error"
          onRemoved={() => void refresh()}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}
