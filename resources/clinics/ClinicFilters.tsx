// The clinics list's filter bar (000 §2): the name autocomplete, city, category, specialty and
// language-visibility selects and "hide blocked". Every change goes to the query string.
import { Checkbox, Chip, FormControlLabel, Stack } from '@mui/material';
import { type ReactNode, useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { completionOf, SECTION_STEPS } from '../../common/completion';
import { EDIT_LANGS } from '../../common/lang';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { FilterSelect } from '../../src/engine/list/FilterSelect';
import { SearchAutocomplete } from '../../src/engine/search/SearchAutocomplete';
import type { SearchItem } from '../../src/engine/search/searchRules';
import { useLang } from '../../src/useLang';
import { categoryChoices, cityChoices, specialtyChoices } from './clinicFilters';
import type { clinicListCalls } from './listCalls';
import { useAllCategories } from './useAllCategories';

/** The wire's spellings of a checked flag. */
const ON = new Set(['true', '1']);

interface Props {
  values: Record<string, string>;
  setFilter: (name: string, value: string) => void;
  /** Buttons at the end of the bar (the sync button). */
  actions: ReactNode;
}

export function ClinicFilters({ values, setFilter, actions }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const dataProvider = useDataProvider<CallsProvider<typeof clinicListCalls>>();
  const navigate = useNavigate();
  const reference = useAllCategories();
  const label = (field: string) => translate(`resources.clinics.fields.${field}`);
  const searchNames = useCallback(
    (query: string) => dataProvider.clinicNames({ query }).then((items): SearchItem[] => (Array.isArray(items) ? items : [])),
    [dataProvider],
  );
  const languageChoices = EDIT_LANGS.map((code) => ({ id: code, name: translate('app.clinics.visibleIn', { lang: code }) }));
  const staleChoices = EDIT_LANGS.map((code) => ({ id: code, name: translate('app.completeness.staleIn', { lang: code }) }));
  const completion = completionOf(values.completion);
  const completionLabel =
    completion &&
    translate('app.completeness.filtered', {
      section: translate(`app.profile.steps.${SECTION_STEPS[completion.section]}`),
      lang: completion.lang,
      state: translate(`app.completeness.states.${completion.state}`),
    });

  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchAutocomplete
        // A new q from outside (a link, the menu) starts the box afresh.
        key={values.q}
        label={translate('app.clinics.search')}
        initialText={values.q}
        search={searchNames}
        onChoose={(item) => (item.hash ? navigate(`/admin/clinics/profile/${item.hash}/base`) : setFilter('q', item.str))}
        onText={(text) => setFilter('q', text)}
      />
      <FilterSelect
        label={label('cityId')}
        value={values.cityId}
        choices={cityChoices(reference, lang)}
        emptyLabel={translate('app.clinics.allCities')}
        onChange={(value) => setFilter('cityId', value)}
      />
      <FilterSelect
        label={label('cId')}
        value={values.cId}
        choices={categoryChoices(reference, lang)}
        emptyLabel={translate('app.clinics.allCategories')}
        onChange={(value) => setFilter('cId', value)}
      />
      <FilterSelect
        label={label('sid')}
        value={values.sid}
        choices={specialtyChoices(reference, lang, values.cId)}
        emptyLabel={translate('app.clinics.allSpecialties')}
        onChange={(value) => setFilter('sid', value)}
      />
      <FilterSelect
        label={label('loc')}
        value={values.loc}
        choices={languageChoices}
        emptyLabel={translate('app.clinics.anyLanguage')}
        onChange={(value) => setFilter('loc', value)}
      />
      <FilterSelect
        label={translate('app.completeness.staleFilter')}
        value={values.stale}
        choices={staleChoices}
        emptyLabel={translate('app.completeness.anyStale')}
        onChange={(value) => setFilter('stale', value)}
      />
      {completion && (
        <Chip
          label={completionLabel}
          onDelete={() => setFilter('completion', '')}
          // The delete icon is not focusable: the chip itself takes Delete and Backspace, so its
          // name says so after the visible text.
          aria-label={`${completionLabel}. ${translate('app.completeness.clearFiltered')}`}
        />
      )}
      <FormControlLabel
        label={label('hideDeactive')}
        control={
          <Checkbox checked={ON.has(values.hideDeactive)} onChange={(event) => setFilter('hideDeactive', String(event.target.checked))} />
        }
      />
      <Stack direction="row" sx={{ ml: 'auto' }}>
        {actions}
      </Stack>
    </Stack>
  );
}
