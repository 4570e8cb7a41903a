// The SEO pages' list (002 §2 "SEO pages"; the ADMIN landing page), a view of its own: the
// collapsible category tree with its specialty rows for one city and language, narrowed by the
// filter or the disease search. A row's pencil opens the declaration's modal form on its page, by
// its place, in the tree's language (resources/seopages/index.ts).
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Divider, IconButton, LinearProgress, Typography } from '@mui/material';
import { useMemo } from 'react';
import { type Identifier, useTranslate } from 'react-admin';
import { useExpandedRows } from '../../../src/engine/list/ExpandRows';
import type { ListViewEntry, ListViewProps } from '../../../src/engine/list/views';
import { useLang } from '../../../src/useLang';
import { cityChoices } from '../../clinics/clinicModel';
import { SeoToolbar } from '../SeoToolbar';
import { SeoTreeRow } from '../SeoTreeRow';
import { type TreeRow, visibleTree } from '../seoTreeModel';
import { useDiseaseSearch, useSeoTree, useTreeState } from '../useSeoTree';

function SeoTreeView({ onEdit }: ListViewProps) {
  const translate = useTranslate();
  const lang = useLang();
  const [state, change] = useTreeState();
  // Which categories are open, as a table's expanded rows are.
  const open = useExpandedRows();
  const { reference, tree, failed, saveMain } = useSeoTree(state);
  const found = useDiseaseSearch(state.search);
  const diseases = useMemo(() => (found.status === 'done' ? new Set(found.items.map((item) => Number(item.id))) : undefined), [found]);
  const categories = useMemo(
    () => (tree ? visibleTree(reference, tree, state.rows, lang, diseases) : []),
    [reference, tree, state.rows, lang, diseases],
  );
  const city = cityChoices(reference, lang).find((choice) => Number(choice.id) === state.cityId)?.name;
  const t = (key: string, options?: object) => translate(`app.seoPages.${key}`, options);
  /** The page of a row, as the form reads it: its place, the tree's language, and its name for the
   * title; its id is null until its first save. */
  const edit = (cid: number, category: string, row: TreeRow) => () =>
    onEdit?.({
      id: row.entry.id as Identifier,
      cid,
      sid: row.sid,
      ct: state.cityId,
      locals: state.locals,
      place: [category, row.sid === null ? undefined : row.name, city].filter(Boolean).join(' / '),
    });
  const rowProps = { cityId: state.cityId, locals: state.locals, onMain: saveMain };

  return (
    <Box sx={{ p: 2 }}>
      <SeoToolbar state={state} onChange={change} reference={reference} found={found} />
      {failed && <Alert severity="error">{t('loadFailed')}</Alert>}
      {!tree && !failed && <LinearProgress />}
      {tree && categories.length === 0 && <Typography>{t('empty')}</Typography>}
      {categories.map((category) => {
        // Search matches show their categories open.
        const expanded = diseases !== undefined || open.ids.includes(category.cid);
        return (
          <Box key={category.cid} component="section" aria-label={category.name}>
            <SeoTreeRow
              heading
              cid={category.cid}
              row={category.own}
              onEdit={edit(category.cid, category.name, category.own)}
              {...rowProps}
              lead={
                <IconButton
                  size="small"
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'collapse' : 'expand', { name: category.name })}
                  onClick={() => open.toggle(category.cid)}
                  disabled={category.rows.length === 0}
                >
                  {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              }
            />
            {expanded &&
              category.rows.map((row) => (
                <SeoTreeRow key={row.sid} cid={category.cid} row={row} onEdit={edit(category.cid, category.name, row)} {...rowProps} />
              ))}
            <Divider />
          </Box>
        );
      })}
    </Box>
  );
}

export const view: ListViewEntry = { name: 'seoTree', component: SeoTreeView };
