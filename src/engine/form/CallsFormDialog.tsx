// A form in a modal whose record is read and saved by declared calls (RecordCallsForm's ways, opened
// from a list's row: a category's or an entry's description in the clinic profile). Every call gets
// `input` (a clinic's hash, an entry's id, the edit language), kept to what it declares; the save
// call's body schema is the form's rules. The version loaded goes as If-Match (a save over a newer
// one offers to reload or overwrite); refused fields show their reasons, or `failure` on any refusal.
// Once saved it closes. Closing with typed text asks first, unless `unguarded` (a form that keeps its
// own draft, a child of the form).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FormSection } from '../../../common/resource';
import type { CallMethods } from '../page/recordPageContext';
import { useCallRules } from '../page/useCallRules';
import { PageForm } from './PageForm';
import { declaredInput } from './RecordCallsForm';
import { type Persist, submissionErrors } from './useResourceSave';
import { useRegisteredSaveGuard } from './useUnsavedChangesGuard';
import { useVersionConflict } from './useVersionConflict';

type Values = Record<string, unknown>;

interface Props {
  title: string;
  /** The registry name of the form: its labels are resources.<name>.fields.<field>. */
  name: string;
  sections: FormSection[];
  /** The call that reads the record (fresh when the modal opens); without one, `record` is it. */
  load?: string;
  record?: Values;
  save: string;
  /** The form's rules where the save call's body is not a registered schema of its own. */
  rules?: object;
  input: Values;
  onSaved: () => void;
  onClose: () => void;
  failure?: string;
  unguarded?: boolean;
  children?: ReactNode;
}

const ignore = () => undefined;

export function CallsFormDialog(props: Props) {
  const { title, name, sections, load, record, save, input, onSaved, onClose, failure, unguarded, children } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const dataProvider = useDataProvider<CallMethods>();
  const declared = useCallRules(save);
  const rules = props.rules ?? declared;
  const query = useQuery({
    queryKey: ['callsForm', load, input],
    queryFn: async () => (await dataProvider[load as string](await declaredInput(load as string, input))) as Values,
    enabled: Boolean(load),
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const loaded = load ? query.data : record;
  const conflict = useVersionConflict(() => query.refetch());
  const { guard, setDirty, registerSave } = useRegisteredSaveGuard();
  const close = unguarded ? onClose : () => guard.leave(onClose);

  const persist: Persist = async (values, options) => {
    const version = options?.overwrite ? undefined : (loaded?.updated as number | undefined);
    try {
      await dataProvider[save](await declaredInput(save, { ...values, ...input }), { version });
    } catch (error) {
      if (!failure) return submissionErrors(error, notify, () => conflict.open(values));
      notify(failure, { type: 'error' });
      return {};
    }
    onSaved();
    onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {loaded && rules ? (
          <PageForm
            key={query.dataUpdatedAt}
            schema={rules}
            name={name}
            sections={sections}
            record={loaded}
            persist={persist}
            onDirtyChange={unguarded ? ignore : setDirty}
            registerSave={unguarded ? ignore : registerSave}
            conflict={conflict}
          >
            {children}
          </PageForm>
        ) : (
          <LinearProgress />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {!unguarded && guard.dialog}
    </Dialog>
  );
}
