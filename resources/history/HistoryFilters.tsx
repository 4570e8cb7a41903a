// The history screen's filter bar: who, which entity (and record), which action, and a range of
// days. Every change goes to the query string.
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { actionLabel, entityLabel } from '../../src/engine/history/historyText';
import { FilterSelect } from '../../src/engine/list/FilterSelect';
import { useHistoryFacets } from './useHistoryFacets';

interface Props {
  values: Record<string, string>;
  setFilter: (name: string, value: string) => void;
}

export function HistoryFilters({ values, setFilter }: Props) {
  const translate = useTranslate();
  const facets = useHistoryFacets();
  const label = (field: string) => translate(`resources.history.fields.${field}`);
  const day = (name: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={label(name)}
      value={values[name]}
      onChange={(event) => setFilter(name, event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { max: name === 'from' ? values.to || undefined : undefined, min: name === 'to' ? values.from || undefined : undefined },
      }}
      sx={{ width: 170, my: 0 }}
    />
  );

  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <FilterSelect
        label={label('user')}
        value={values.userId}
        choices={facets.users.map((user) => ({ id: user.id, name: user.email ?? `#${user.id}` }))}
        emptyLabel={translate('resources.history.all.users')}
        onChange={(value) => setFilter('userId', value)}
      />
      <FilterSelect
        label={label('entity')}
        value={values.entity}
        choices={facets.entities.map((entity) => ({ id: entity, name: entityLabel(translate, entity) }))}
        emptyLabel={translate('resources.history.all.entities')}
        onChange={(value) => setFilter('entity', value)}
      />
      <TextField
        size="small"
        label={label('entityId')}
        value={values.entityId}
        disabled={!values.entity}
        onChange={(event) => setFilter('entityId', event.target.value.trim())}
        sx={{ width: 120, my: 0 }}
      />
      <FilterSelect
        label={label('action')}
        value={values.action}
        choices={facets.actions.map((action) => ({ id: action, name: actionLabel(translate, action) }))}
        emptyLabel={translate('resources.history.all.actions')}
        onChange={(value) => setFilter('action', value)}
      />
      {day('from')}
      {day('to')}
    </Stack>
  );
}
