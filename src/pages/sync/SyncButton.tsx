// The list screens' sync button: opens the synchronisation modal for the given steps.
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SyncDialog } from './SyncDialog';

interface Props {
  title: string;
  steps: readonly string[];
  onDone: () => void;
  onStepDone?: (step: string) => void;
}

export function SyncButton({ title, steps, onDone, onStepDone }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<SyncIcon />} onClick={() => setOpen(true)}>
        {translate('app.sync.button')}
      </Button>
      {open && <SyncDialog title={title} steps={steps} onClose={() => setOpen(false)} onDone={onDone} onStepDone={onStepDone} />}
    </>
  );
}
