// A record's form in its expanded table row (FormConfig.mode 'expand': a video of the library): the
// edit form's sections, Save (the version loaded as If-Match, the conflict choice when someone
// saved meanwhile) and Delete (asked first, with the version shown). A save reads the list again,
// and the row's form starts anew from the stored record (it is keyed by its version).
import { LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { type ResourceDefinition, sectionsFor, supports } from '../../../common/resource';
import { useLang } from '../../useLang';
import { DeleteAction } from '../list/DeleteAction';
import { recordTitle } from '../list/recordTitle';
import { PageForm } from './PageForm';
import { useResourceSave } from './useResourceSave';
import { useRules } from './useRules';
import { UNGUARDED } from './useUnsavedChangesGuard';
import { useVersionConflict } from './useVersionConflict';

export function RowForm({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) {
  const { config } = definition;
  const lang = useLang();
  const queryClient = useQueryClient();
  const conflict = useVersionConflict(() => queryClient.invalidateQueries({ queryKey: [config.name] }));
  const persist = useResourceSave(config.name, record, undefined, conflict.open, { saved: config.messages?.saved });
  const rules = useRules(definition, record, false);
  if (!rules) return <LinearProgress />;
  const remove = supports(definition, 'delete') && (
    <DeleteAction resource={config.name} record={record} title={recordTitle(config, record, lang)} messages={config.messages} />
  );
  return (
    <PageForm
      schema={rules}
      name={config.name}
      sections={sectionsFor(config, false)}
      tabs={config.form.tabs}
      record={record}
      persist={persist}
      frame={UNGUARDED}
      conflict={conflict}
      actions={remove}
    />
  );
}
