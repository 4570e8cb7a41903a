// The SEO pages screen (002 §2 "SEO pages"; the ADMIN landing page): the collapsible category tree
// with its specialty rows for one city and language, narrowed by the filter or the disease search,
// and the modal that edits one page.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Divider, IconButton, LinearProgress, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { SeoPlace } from '../../../resources/seopages/seoPageRecords';
import { useLang } from '../../useLang';
import SeoPageDialog from './SeoPageDialog';
import { SeoToolbar, type ToolbarState } from './SeoToolbar';
import { SeoTreeRow } from './SeoTreeRow';
import { visibleTree } from './seoTreeModel';
import { useDiseaseSearch, useSeoTree } from './useSeoTree';

export default function SeoPagesPage() {
  const translate = useTranslate();
  const lang = useLang();
  const [state, setState] = useState<ToolbarState>({ filter: 'none', cityId: null, locals: 'RU', search: '' });
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<SeoPlace | null>(null);
  const { reference, tree, failed, saveMain, reload } = useSeoTree(state.locals, state.cityId);
  const found = useDiseaseSearch(state.search);
  const diseases = useMemo(() => (found.status === 'done' ? new Set(found.items.map((item) => Number(item.id))) : undefined), [found]);
  const categories = useMemo(
    () => (tree ? visibleTree(reference, tree, state.filter, lang, diseases) : []),
    [reference, tree, state.filter, lang, diseases],
  );
  const toggle = (cid: number) => setOpen((prev) => new Set(prev.has(cid) ? [...prev].filter((id) => id !== cid) : [...prev, cid]));
  const t = (key: string, options?: object) => translate(`app.seoPages.${key}`, options);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('resources.seopages.name', { smart_count: 2 })} />
      <SeoToolbar state={state} onChange={(next) => setState((prev) => ({ ...prev, ...next }))} reference={reference} found={found} />
      {failed && <Alert severity="error">{t('loadFailed')}</Alert>}
      {!tree && !failed && <LinearProgress />}
      {tree && categories.length === 0 && <Typography>{t('empty')}</Typography>}
      {categories.map((category) => {
        // Search matches show their categories open.
        const expanded = diseases !== undefined || open.has(category.cid);
        const place = { cid: category.cid, ct: state.cityId };
        return (
          <Box key={category.cid} component="section" aria-label={category.name}>
            <SeoTreeRow
              heading
              cid={category.cid}
              row={category.own}
              cityId={state.cityId}
              locals={state.locals}
              onEdit={() => setEditing({ ...place, sid: null })}
              onMain={saveMain}
              lead={
                <IconButton
                  size="small"
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'collapse' : 'expand', { name: category.name })}
                  onClick={() => toggle(category.cid)}
                  disabled={category.rows.length === 0}
                >
                  {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              }
            />
            {expanded &&
              category.rows.map((row) => (
                <SeoTreeRow
                  key={row.sid}
                  cid={category.cid}
                  row={row}
                  cityId={state.cityId}
                  locals={state.locals}
                  onEdit={() => setEditing({ ...place, sid: row.sid })}
                  onMain={saveMain}
                />
              ))}
            <Divider />
          </Box>
        );
      })}
      {editing && (
        <SeoPageDialog
          place={editing}
          locals={state.locals}
          names={{ reference, lang }}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      )}
    </Box>
  );
}
