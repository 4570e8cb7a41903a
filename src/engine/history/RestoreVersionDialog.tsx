// "Compare and restore" (issue 27 point 5): a version of a record beside its values now, field by
// field, restored through the record's own saves on the server (a 409 gets the conflict choice).
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { setSubmissionErrors, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { historyCalls } from '../../../resources/history/calls';
import { useLang } from '../../useLang';
import { failureReason } from '../failureReason';
import { ConflictDialog } from '../form/ConflictDialog';
import { type Persist, submissionErrors } from '../form/submissionErrors';
import { useVersionConflict } from '../form/useVersionConflict';
import { type HistoryItem, timeText } from './historyText';
import { VersionFieldRow } from './VersionFieldRow';

type HistoryProvider = CallsProvider<typeof historyCalls>;

export function RestoreVersionDialog({ item, onClose }: { item: HistoryItem; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const notify = useNotify();
  const dataProvider = useDataProvider<HistoryProvider>();
  const queryClient = useQueryClient();
  const title = useId();
  const form = useForm();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const compared = useQuery({
    queryKey: ['history', 'version', item.id],
    queryFn: () => dataProvider.historyVersion({ id: item.id }),
  });
  const conflict = useVersionConflict(() => compared.refetch());
  const fields = compared.data?.fields ?? [];
  const restorable = fields.filter((field) => field.restorable).map((field) => field.field);

  const persist: Persist = async (values, options = {}) => {
    try {
      const version = options.overwrite ? {} : { version: compared.data?.version };
      const answer = await dataProvider.restoreHistoryVersion({ id: item.id, fields: values.fields as string[] }, version);
      notify('resources.history.restore.done', { type: 'success', messageArgs: { smart_count: answer.restored.length } });
      onClose();
      await queryClient.invalidateQueries();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  const restore = async (names: string[]) => {
    form.clearErrors();
    setBusy(true);
    const errors = await persist({ fields: names });
    setBusy(false);
    if (errors) setSubmissionErrors(errors, form.setError);
  };

  const toggle = (field: string, on: boolean) =>
    setChosen((now) => new Set(on ? [...now, field] : [...now].filter((name) => name !== field)));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={title}>
      <FormProvider {...form}>
        <DialogTitle id={title}>{translate('resources.history.restore.title', { id: item.id, at: timeText(item.at, lang) })}</DialogTitle>
        <DialogContent>
          {(compared.isPending || busy) && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {compared.error && <Typography role="alert">{translate(failureReason(compared.error))}</Typography>}
          {compared.data && fields.length === 0 && <Typography>{translate('resources.history.restore.same')}</Typography>}
          {fields.length > 0 && (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
                      {translate('resources.history.restore.pick')}
                    </Box>
                  </TableCell>
                  <TableCell>{translate('resources.history.restore.field')}</TableCell>
                  <TableCell>{translate('resources.history.restore.version', { id: item.id })}</TableCell>
                  <TableCell>{translate('resources.history.restore.now')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((field) => (
                  <VersionFieldRow
                    key={field.field}
                    entity={item.entity}
                    field={field}
                    chosen={chosen.has(field.field)}
                    onChoose={(on) => toggle(field.field, on)}
                  />
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('resources.history.restore.cancel')}</Button>
          <Button onClick={() => void restore([...chosen])} disabled={busy || chosen.size === 0}>
            {translate('resources.history.restore.chosen')}
          </Button>
          <Button onClick={() => void restore(restorable)} disabled={busy || restorable.length === 0} variant="contained">
            {translate('resources.history.restore.all')}
          </Button>
        </DialogActions>
        <ConflictDialog conflict={conflict} persist={persist} />
      </FormProvider>
    </Dialog>
  );
}
