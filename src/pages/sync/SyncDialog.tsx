// The synchronisation modal (000 §4): Start runs the steps one after another, each answer's message
// is appended to the log, an error is appended in red and ends the run, Cancel starts no further
// step, Done closes the modal and lets the screen reload its list (on page 1).
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SyncStep } from '../../../common/syncSteps';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { syncCalls } from '../../../resources/clinics/listCalls';
import { type SyncPhase, useSyncRun } from './useSyncRun';

interface Props {
  title: string;
  steps: readonly string[];
  onClose: () => void;
  /** After Done: the screen reloads its list and goes back to page 1. */
  onDone: () => void;
  /** After each successful step (step 1 reloads the category data). */
  onStepDone?: (step: string) => void;
}

const ENDED: Partial<Record<SyncPhase, 'success' | 'error' | 'info'>> = { finished: 'success', failed: 'error', cancelled: 'info' };

export function SyncDialog({ title, steps, onClose, onDone, onStepDone }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof syncCalls>>();
  const runStep = (step: string) => dataProvider.syncStep({ step: step as SyncStep });
  const { phase, log, current, start, cancel } = useSyncRun(steps, runStep, onStepDone);
  const busy = phase === 'running' || phase === 'stopping';
  const ended = ENDED[phase];
  const label = (step: string) => translate(`server.sync.steps.${step}`);

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="sync-title">
      <DialogTitle id="sync-title">{title}</DialogTitle>
      <DialogContent>
        {phase === 'idle' && <Typography>{translate('app.sync.intro', { smart_count: steps.length })}</Typography>}
        {busy && (
          <Box sx={{ mb: 2 }}>
            <Typography variant="body2" gutterBottom>
              {phase === 'stopping'
                ? translate('app.sync.stopping')
                : translate('app.sync.progress', { n: current + 1, total: steps.length, label: label(steps[current]) })}
            </Typography>
            <LinearProgress variant="determinate" value={(100 * current) / steps.length} />
          </Box>
        )}
        <Box component="ol" role="log" aria-label={translate('app.sync.log')} sx={{ pl: 3, my: 1, fontFamily: 'monospace', fontSize: 14 }}>
          {log.map((line) => (
            <Typography component="li" key={line.step} color={line.failed ? 'error' : undefined} variant="body2">
              {line.text || translate('app.sync.callFailed', { label: label(line.step) })}
            </Typography>
          ))}
        </Box>
        {ended && <Alert severity={ended}>{translate(`app.sync.${phase}`)}</Alert>}
      </DialogContent>
      <DialogActions>
        {phase === 'idle' && (
          <>
            <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
            <Button variant="contained" onClick={start}>
              {translate('app.sync.start')}
            </Button>
          </>
        )}
        {busy && (
          <Button onClick={cancel} disabled={phase === 'stopping'}>
            {translate('app.form.cancel')}
          </Button>
        )}
        {ended && (
          <Button
            variant="contained"
            onClick={() => {
              onClose();
              onDone();
            }}
          >
            {translate('app.sync.done')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
