// /admin/advertising (002 §2 "Promotions and advertisers"): two tabs, every active promotion (its
// holder, days, how many directions and diseases, how many banners, a link to its banner page) and
// the form that creates one. The tab is in the address (?tab=create) so Back and a link reach it.
import {
  Box,
  Card,
  CardContent,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Promo } from '../../../resources/advert/advertModel';
import { PROMOTIONS, PromotionForm } from './PromotionForm';
import { useHolders, usePromos } from './useAdvert';

const TABS = ['all', 'create'] as const;
type TabName = (typeof TABS)[number];

export default function PromotionsPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab: TabName = search.get('tab') === 'create' ? 'create' : 'all';
  const title = translate('resources.advertising.name');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Tabs value={tab} onChange={(_event, next: TabName) => setSearch(next === 'all' ? {} : { tab: next })} sx={{ mb: 2 }}>
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              id={`promotions-tab-${name}`}
              aria-controls="promotions-panel"
              label={translate(`app.advert.promo.${name}`)}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="promotions-panel" aria-labelledby={`promotions-tab-${tab}`}>
          {tab === 'all' ? <PromotionsTable /> : <PromotionForm />}
        </Box>
      </CardContent>
    </Card>
  );
}

function PromotionsTable() {
  const translate = useTranslate();
  const { data, isPending, isError } = usePromos();
  const holders = new Map((useHolders().data ?? []).map((holder) => [holder.id, holder.name]));
  const promos = data ?? [];
  if (isError) return <Typography color="error">{translate('app.advert.messages.loadFailed')}</Typography>;
  if (!isPending && promos.length === 0) return <Typography>{translate('app.advert.promo.empty')}</Typography>;
  const holderOf = (promo: Promo) => (promo.advertiserId ? (holders.get(promo.advertiserId) ?? `#${promo.advertiserId}`) : '—');
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.advert.promo.all')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.advert.promo.name')}</TableCell>
            <TableCell>{translate('app.advert.promo.holder')}</TableCell>
            <TableCell>{translate('app.advert.promo.startDate')}</TableCell>
            <TableCell>{translate('app.advert.promo.endDate')}</TableCell>
            <TableCell>{translate('app.advert.promo.targets')}</TableCell>
            <TableCell>{translate('app.advert.promo.banners')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {promos.map((promo) => (
            <TableRow key={promo.id} data-testid="promotion-row">
              <TableCell>
                <RouterLink to={`${PROMOTIONS}/${promo.id}`}>{promo.name}</RouterLink>
              </TableCell>
              <TableCell>{holderOf(promo)}</TableCell>
              <TableCell>{promo.startDate}</TableCell>
              <TableCell>{promo.endDate}</TableCell>
              <TableCell>
                {translate('app.advert.promo.targetsCount', { directions: promo.categories.length, diseases: promo.diseases.length })}
              </TableCell>
              <TableCell>
                {promo.advertiserId ? (
                  <RouterLink
                    to={`/admin/advert/holders/${promo.advertiserId}/promo/${promo.id}`}
                    // The promo's name completes the visible "Banners: 3" for a screen reader.
                    aria-label={`${translate('app.advert.promo.bannersLink', { count: promo.banners.length })} ${promo.name}`}
                  >
                    {translate('app.advert.promo.bannersLink', { count: promo.banners.length })}
                  </RouterLink>
                ) : (
                  promo.banners.length
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
