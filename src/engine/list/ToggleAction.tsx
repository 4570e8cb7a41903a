// A checkbox that flips a record's flag through its declared call (e.g. setCityPriority: POST
// /api/admin/citypriority with cityId and priority 1 or 0), then reloads the list.
import { Checkbox, FormControlLabel } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ToggleSpec } from '../../../common/resource';
import type { AppDataProvider } from '../../../dataProvider/index';

/** The data provider with the declared calls, by name (dataProvider/callProvider.ts). */
type WithCalls = AppDataProvider & Record<string, (input: Record<string, unknown>) => Promise<unknown>>;

export function ToggleAction({ resource, toggle }: { resource: string; toggle: ToggleSpec }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<WithCalls>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const checked = Number(record[toggle.source] ?? 0) > 0;

  const flip = async () => {
    setBusy(true);
    try {
      await dataProvider[toggle.call]({ [toggle.id]: record.id, [toggle.source]: checked ? 0 : 1 });
      await queryClient.invalidateQueries({ queryKey: [resource] });
    } catch {
      notify('app.list.toggleFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      label={translate(`resources.${resource}.fields.${toggle.source}`)}
      control={<Checkbox checked={checked} disabled={busy} onChange={flip} />}
    />
  );
}
