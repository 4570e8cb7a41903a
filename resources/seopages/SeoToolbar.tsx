// The SEO tree's controls (002 §2 "SEO pages"): the filter and the city (the engine's filter
// selects, "no filter" and "all cities" first), the language of the pages and their counters, and
// the disease search by Russian name with its state.
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EditLang } from '../../common/lang';
import { EditLanguageSelector } from '../../src/engine/form/EditLanguageSelector';
import { FilterSelect } from '../../src/engine/list/FilterSelect';
import type { SearchState } from '../../src/engine/search/useDebouncedSearch';
import { useLang } from '../../src/useLang';
import { cityChoices, type Reference } from '../clinics/clinicModel';
import { TREE_FILTERS, type TreeFilter } from './seoTreeModel';

export interface ToolbarState {
  rows: TreeFilter;
  cityId: number | null;
  locals: EditLang;
  search: string;
}

interface Props {
  state: ToolbarState;
  onChange: (next: Partial<ToolbarState>) => void;
  reference: Reference;
  found: SearchState;
}

export function SeoToolbar({ state, onChange, reference, found }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const t = (key: string, options?: object) => translate(`app.seoPages.${key}`, options);
  const searchHelp =
    found.status === 'done' ? (found.items.length ? t('searchFound', { count: found.items.length }) : t('searchEmpty')) : t('searchHint');
  const rows = Object.keys(TREE_FILTERS).filter((key) => key !== 'none');
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start" sx={{ mb: 2 }}>
      <FilterSelect
        label={t('filter')}
        value={state.rows === 'none' ? '' : state.rows}
        choices={rows.map((key) => ({ id: key, name: t(`filters.${key}`) }))}
        emptyLabel={t('filters.none')}
        onChange={(value) => onChange({ rows: (value || 'none') as TreeFilter })}
      />
      <FilterSelect
        label={t('city')}
        value={String(state.cityId ?? '')}
        choices={cityChoices(reference, lang)}
        emptyLabel={t('allCities')}
        onChange={(value) => onChange({ cityId: Number(value) || null })}
      />
      <TextField
        size="small"
        type="search"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={state.search}
        onChange={(e) => onChange({ search: e.target.value })}
        helperText={searchHelp}
        sx={{ width: 300 }}
      />
      <EditLanguageSelector value={state.locals} onChange={(locals) => onChange({ locals })} />
    </Stack>
  );
}
