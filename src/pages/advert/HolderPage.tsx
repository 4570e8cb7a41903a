// /admin/advert/holders/{id} (002 §2): the holder's page listing its active promos, each with its
// dates, a link to its banners (the promo's page, 002 §2) and to its form; a new promo starts at
// .../edit/0.
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { backToList } from '../../engine/list/listPlace';
import { useHolder } from './useAdvert';

export default function HolderPage() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const { data, isError } = useHolder(id);
  const base = `/admin/advert/holders/${id}`;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={data?.advertiser.name ?? translate('app.advert.holders.title')} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Button component={RouterLink} {...backToList('/admin/advert/holders')}>
            {translate('app.advert.holders.back')}
          </Button>
          <Button variant="contained" component={RouterLink} to={`${base}/edit/0`}>
            {translate('app.advert.holders.newPromo')}
          </Button>
        </Stack>
        {isError && <Typography color="error">{translate('app.advert.messages.loadFailed')}</Typography>}
        {data && (
          <>
            <Typography variant="h5" component="h1">
              {data.advertiser.name}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {data.advertiser.clinics.map((clinic) => clinic.name).join(', ') || translate('app.advert.holders.noClinics')}
            </Typography>
            <Typography variant="h6" component="h2">
              {translate('app.advert.holders.promos')}
            </Typography>
            {data.promos.length === 0 && <Typography>{translate('app.advert.holders.noPromos')}</Typography>}
            {data.promos.length > 0 && (
              <Table size="small" aria-label={translate('app.advert.holders.promos')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.advert.promo.name')}</TableCell>
                    <TableCell>{translate('app.advert.promo.startDate')}</TableCell>
                    <TableCell>{translate('app.advert.promo.endDate')}</TableCell>
                    <TableCell>{translate('app.advert.promo.banners')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.promos.map((promo) => (
                    <TableRow key={promo.id} data-testid="promo-row">
                      <TableCell>
                        <RouterLink to={`${base}/promo/${promo.id}`}>{promo.name}</RouterLink>
                      </TableCell>
                      <TableCell>{promo.startDate}</TableCell>
                      <TableCell>{promo.endDate}</TableCell>
                      <TableCell>{promo.banners.length}</TableCell>
                      <TableCell align="right">
                        <Box component={RouterLink} to={`${base}/edit/${promo.id}`}>
                          {translate('app.advert.promo.editPromo')}
                          <Box component="span" sx={visuallyHidden}>
                            {` ${promo.name}`}
                          </Box>
                        </Box>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
