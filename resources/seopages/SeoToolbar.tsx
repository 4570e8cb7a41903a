// The SEO tree's controls (002 §2 "SEO pages"): the filter, the city, the language of the pages and
// their counters, and the disease search by Russian name with its state.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EditLang } from '../../common/lang';
import { EditLanguageSelector } from '../../src/engine/form/EditLanguageSelector';
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
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start" sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('filter')}
        value={state.rows}
        onChange={(e) => onChange({ rows: e.target.value as TreeFilter })}
        sx={{ width: 240 }}
      >
        {Object.keys(TREE_FILTERS).map((key) => (
          <MenuItem key={key} value={key}>
            {t(`filters.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('city')}
        value={String(state.cityId ?? '')}
        onChange={(e) => onChange({ cityId: Number(e.target.value) || null })}
        sx={{ width: 240 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('allCities')}</MenuItem>
        {cityChoices(reference, lang).map((city) => (
          <MenuItem key={city.id} value={String(city.id)}>
            {city.name}
          </MenuItem>
        ))}
      </TextField>
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
