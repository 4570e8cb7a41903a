// A bulk action's dialog: the confirmation (and the value the action takes: BulkPick.tsx), the
// progress, then the summary, each skipped record named with the single action's reason.
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { BulkSpec, ResourceConfig } from '../../../../common/resource';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { bulkCalls } from '../../../../resources/bulk/calls';
import { useLang } from '../../../useLang';
import { failureReason } from '../../failureReason';
import { BulkPick } from './BulkPick';
import { type BulkAnswer, runInParts, shownVersions } from './bulkRun';
import { recordNames } from './recordNames';

type Step = { name: 'confirm' } | { name: 'running' } | { name: 'summary'; answer: BulkAnswer } | { name: 'failed'; reason: string };

interface Props {
  config: ResourceConfig;
  spec: BulkSpec;
  onClose: () => void;
}

export function BulkRunDialog({ config, spec, onClose }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const titleId = useId();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<CallsProvider<typeof bulkCalls>>();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const [step, setStep] = useState<Step>({ name: 'confirm' });
  const [picked, setPicked] = useState('');
  // The rows' names as they were shown when the action ran, for the summary (recordNames.ts).
  const [titles] = useState(() => recordNames(config, data, lang));
  const count = selectedIds.length;

  const run = async () => {
    setStep({ name: 'running' });
    const ids = selectedIds.map(Number);
    // The chosen value goes with every part; none chosen, the call goes without it.
    const value = spec.pick && picked ? { [spec.pick.input]: Number(picked) } : {};
    const call = (input: { ids: number[]; versions: Record<string, number> }) =>
      dataProvider.runBulk({ resource: config.name, action: spec.action, ...value, ...input }) as Promise<BulkAnswer>;
    try {
      setStep({ name: 'summary', answer: await runInParts(call, ids, shownVersions(ids, data)) });
    } catch (error) {
      setStep({ name: 'failed', reason: translate(failureReason(error)) });
    }
  };
  const finish = async () => {
    onClose();
    if (step.name === 'summary') onUnselectItems();
    await queryClient.invalidateQueries({ queryKey: [config.name] });
    // The chosen records' own lists count what the action changed (an agent's clinics).
    if (spec.pick) await queryClient.invalidateQueries({ queryKey: [spec.pick.reference] });
  };
  const busy = step.name === 'running';
  return (
    <Dialog open onClose={busy ? undefined : step.name === 'confirm' ? onClose : finish} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(step.name === 'summary' ? 'app.bulk.summaryTitle' : 'app.bulk.confirmTitle')}</DialogTitle>
      <DialogContent>
        {step.name === 'confirm' && <DialogContentText>{translate(spec.confirm, { smart_count: count })}</DialogContentText>}
        {step.name === 'confirm' && spec.pick && (
          <Box sx={{ mt: 2 }}>
            <BulkPick pick={spec.pick} value={picked} onChange={setPicked} />
          </Box>
        )}
        {busy && (
          <DialogContentText role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden />
            {translate('app.bulk.running', { smart_count: count })}
          </DialogContentText>
        )}
        {step.name === 'failed' && (
          <DialogContentText role="alert">{translate('app.bulk.failed', { reason: step.reason })}</DialogContentText>
        )}
        {step.name === 'summary' && <Summary answer={step.answer} titles={titles} />}
      </DialogContent>
      <DialogActions>
        {step.name === 'confirm' ? (
          <>
            <Button onClick={onClose}>{translate('app.bulk.cancel')}</Button>
            <Button variant="contained" onClick={() => void run()}>
              {translate('app.bulk.run')}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => void finish()}>
            {translate('app.bulk.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Summary({ answer, titles }: { answer: BulkAnswer; titles: Map<unknown, string> }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <>
      <DialogContentText role="status">
        {translate('app.bulk.summary', { done: answer.done.length, skipped: answer.skipped.length })}
      </DialogContentText>
      {answer.skipped.length > 0 && (
        <>
          <DialogContentText id={headingId} sx={{ mt: 2, fontWeight: 'bold' }}>
            {translate('app.bulk.skippedTitle')}
          </DialogContentText>
          <List dense aria-labelledby={headingId} data-testid="bulk-skipped">
            {answer.skipped.map(({ id, reason }) => (
              <ListItem key={id} disableGutters>
                {translate('app.bulk.skippedRow', { name: titles.get(id) ?? translate('app.bulk.record', { id }), reason })}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}
