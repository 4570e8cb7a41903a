// A checkbox that flips a record's flag through its declared call (setCityPriority: cityId and
// priority 1 or 0), with the list's route values where declared (`withRoute`).
import { Checkbox, FormControlLabel, Switch } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceConfig, ToggleSpec } from '../../../common/resource';
import type { AppDataProvider } from '../../../dataProvider/index';
import { useAnsweredList } from './useAnsweredList';
import { useRowChange } from './useRowChange';

/** The data provider with the declared calls, by name (dataProvider/callProvider.ts). */
type WithCalls = AppDataProvider & Record<string, (input: Record<string, unknown>) => Promise<unknown>>;

interface Props {
  /** The list's resource, whose changes may answer the whole list (ListConfig `answers`). */
  config: ResourceConfig;
  toggle: ToggleSpec;
  /** The list's route values, sent where the toggle says so (`withRoute`). */
  route?: Readonly<Record<string, string>>;
  /** The record's title, for the checkbox's own name (`name`). */
  title?: string;
}

export function ToggleAction({ config, toggle, route, title }: Props) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<WithCalls>();
  const show = useAnsweredList(config.name, config.list.answers, route);
  const { busyId, change } = useRowChange('app.form.failed');
  const translate = useTranslate();
  if (!record) return null;
  const checked = Number(record[toggle.source] ?? 0) > 0;
  const Control = toggle.switch ? Switch : Checkbox;
  const flag = toggle.boolean ? !checked : checked ? 0 : 1;
  const flip = () => dataProvider[toggle.call]({ ...(toggle.withRoute && route), [toggle.id]: record.id, [toggle.source]: flag });

  const control = (
    <Control
      checked={checked}
      disabled={busyId !== null}
      onChange={() => void change(record.id, flip, show)}
      onClick={(event) => event.stopPropagation()}
      slotProps={toggle.name ? { input: { 'aria-label': translate(toggle.name, { name: title }) } } : undefined}
    />
  );
  // A toggle named for its row stands alone under its column's heading, which says what it is.
  if (toggle.name) return control;
  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      label={translate(`resources.${config.name}.fields.${toggle.source}`)}
      control={control}
    />
  );
}
