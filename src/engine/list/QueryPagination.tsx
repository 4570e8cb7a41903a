// The page links of a query-string list: "16-30 of 300" and numbered pages (1-based, as the UI
// counts them; the data provider sends the wire's zero-based page).
import { Pagination, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

export function QueryPagination({ page, perPage, total, onPage }: Props) {
  const translate = useTranslate();
  if (total === 0) return null;
  const pages = Math.ceil(total / perPage);
  const range = { offsetBegin: (page - 1) * perPage + 1, offsetEnd: Math.min(page * perPage, total), total };
  return (
    <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography variant="body2">{translate('ra.navigation.page_range_info', range)}</Typography>
      {pages > 1 && <Pagination page={Math.min(page, pages)} count={pages} onChange={(_event, to) => onPage(to)} />}
    </Stack>
  );
}
