// A per-language text form in a dialog (an entry's or a category's description): loaded fresh
// when it opens, saved with the section version it loaded (If-Match; a save over a newer one
// offers to reload or overwrite), closed once saved. The form is the engine's PageForm. Closing it
// with typed text (Close, Escape, a click beside it) asks first, like every form of the app: drop
// the text, keep editing, or save.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FormSection } from '../../../common/resource';
import { PageForm } from '../../../src/engine/form/PageForm';
import { type Persist, submissionErrors } from '../../../src/engine/form/useResourceSave';
import { useRegisteredSaveGuard } from '../../../src/engine/form/useUnsavedChangesGuard';
import { useVersionConflict } from '../../../src/engine/form/useVersionConflict';
import type { CatalogueCallsProvider } from './kindCalls';

export interface TextsTarget {
  title: string;
  /** What names the texts loaded (the query's key). */
  key: readonly unknown[];
  /** The declared calls that load and save them. */
  load: (dataProvider: CatalogueCallsProvider) => Promise<Loaded>;
  save: (dataProvider: CatalogueCallsProvider, body: Record<string, unknown>, version?: number) => Promise<unknown>;
  schema: object;
  name: string;
  sections: FormSection[];
  /** The fields sent: the form's own and the ids and language the answer carries. */
  fields: readonly string[];
}

export type Loaded = Record<string, unknown> & { updated?: number };

export function TextsDialog({ target, onClose, onSaved }: { target: TextsTarget; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CatalogueCallsProvider>();
  const notify = useNotify();
  const titleId = useId();
  const query = useQuery({
    queryKey: ['catalogueTexts', ...target.key],
    queryFn: () => target.load(dataProvider),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const conflict = useVersionConflict(() => query.refetch());
  const { guard, setDirty, registerSave } = useRegisteredSaveGuard();
  const close = () => guard.leave(onClose);

  const persist: Persist = async (values, options) => {
    const body = Object.fromEntries(target.fields.map((field) => [field, values[field]]));
    try {
      await target.save(dataProvider, body, options?.overwrite ? undefined : query.data?.updated);
      onSaved();
      onClose();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{target.title}</DialogTitle>
      <DialogContent>
        {query.data ? (
          <PageForm
            key={query.dataUpdatedAt}
            schema={target.schema}
            name={target.name}
            sections={target.sections}
            record={query.data}
            persist={persist}
            onDirtyChange={setDirty}
            registerSave={registerSave}
            conflict={conflict}
          />
        ) : (
          <LinearProgress />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.profileCatalogue.close')}</Button>
      </DialogActions>
      {guard.dialog}
    </Dialog>
  );
}
