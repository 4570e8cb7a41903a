// One row of the SEO tree: the page's name and slug, its counters as links to the clinics list
// (in any language, and visible in the chosen one), its flags, the main checkbox (a page that was
// never saved has none yet) and the engine's row edit button (an icon named by its tooltip).
import { Box, Checkbox, Chip, FormControlLabel, Link, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { EditLang } from '../../common/lang';
import { RowEditButton } from '../../src/engine/list/RowEditButton';
import { clinicsLink, type TreeRow } from './seoTreeModel';

interface Props {
  cid: number;
  row: TreeRow;
  cityId: number | null;
  locals: EditLang;
  onEdit: () => void;
  onMain: (id: number, main: boolean) => void;
  /** The expand button of a category's own row. */
  lead?: ReactNode;
  heading?: boolean;
}

export function SeoTreeRow({ cid, row, cityId, locals, onEdit, onMain, lead, heading }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.seoPages.${key}`, options);
  const { entry } = row;
  const main = (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={entry.main}
          disabled={entry.id === null}
          onChange={(e) => entry.id !== null && onMain(entry.id, e.target.checked)}
          slotProps={{ input: { 'aria-label': t('mainOf', { name: row.name }) } }}
        />
      }
      label={t('main')}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      useFlexGap
      flexWrap="wrap"
      data-testid="seo-row"
      sx={{ py: 0.25, pl: heading ? 0 : 6 }}
    >
      {lead}
      <Typography
        component={heading ? 'h2' : 'span'}
        variant={heading ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: heading ? 600 : 400, minWidth: 200 }}
      >
        {row.name}
      </Typography>
      {entry.slug && (
        <Typography component="code" variant="body2" color="text.secondary">
          {entry.slug}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Link component={RouterLink} to={clinicsLink(cid, row.sid, cityId)} title={t('clinicsHint')} variant="body2">
        {t('clinics', { count: entry.cc })}
      </Link>
      <Link
        component={RouterLink}
        to={clinicsLink(cid, row.sid, cityId, locals)}
        title={t('visibleHint', { lang: locals })}
        variant="body2"
      >
        {t('visible', { lang: locals, count: entry.ccv })}
      </Link>
      {entry.seo && <Chip size="small" label={t('texts')} />}
      {entry.visible && <Chip size="small" color="success" variant="outlined" label={t('published')} />}
      {entry.id === null ? <Tooltip title={t('mainNeedsPage')}>{main}</Tooltip> : main}
      <RowEditButton name={t('edit', { name: row.name })} icon edit={{ onClick: onEdit }} />
    </Stack>
  );
}
