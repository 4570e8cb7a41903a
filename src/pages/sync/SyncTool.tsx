// The synchronisation's button as a list tool (ListConfig `tools`), opening its modal
// (SyncDialog.tsx): `options.steps` names the steps ('agents': the agents' single step),
// `options.title` the modal's title (an i18n key), and `options.reloadAfter` the resources whose
// data a step changes, reloaded as soon as it ends (`{ specialties: ['categories'] }`: the
// reference data, 000 §4 step 1). Once the run is over, the list reloads from its first page.
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { AGENTS_STEPS, CATALOGUE_STEPS } from '../../../common/syncSteps';
import type { ToolEntry } from '../../engine/list/tools/types';
import { SyncDialog } from './SyncDialog';

const STEPS: Record<string, readonly string[]> = { agents: AGENTS_STEPS, catalogue: CATALOGUE_STEPS };

function SyncTool({ options }: { options?: Readonly<Record<string, unknown>> }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { resource, setPage } = useListContext();
  const [open, setOpen] = useState(false);
  const reloadAfter = (options?.reloadAfter ?? {}) as Readonly<Record<string, readonly string[]>>;
  const reload = (resources: readonly string[]) => resources.forEach((name) => void queryClient.invalidateQueries({ queryKey: [name] }));
  return (
    <>
      <Button variant="outlined" startIcon={<SyncIcon />} onClick={() => setOpen(true)}>
        {translate('app.sync.button')}
      </Button>
      {open && (
        <SyncDialog
          title={translate(String(options?.title))}
          steps={STEPS[String(options?.steps)] ?? []}
          onClose={() => setOpen(false)}
          onStepDone={(step) => reload(reloadAfter[step] ?? [])}
          onDone={() => {
            reload([resource]);
            setPage(1);
          }}
        />
      )}
    </>
  );
}

export const tool: ToolEntry = { name: 'sync', component: SyncTool };
