// The clinic's "OMS treatment" or "children treatment" text (001 §7 updateOmsChildrenDescription):
// rich text, saved as a whole; any failure shows the spec's "Ошибка" alert. What is typed is kept
// as a draft in local storage and offered back when the dialog reopens with a draft that differs
// from the saved text.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EditLang } from '../../../common/lang';
import { omsChildrenDescriptionSchema } from '../../../schemas/omsChildrenDescription';
import { PageForm } from '../../../src/engine/form/PageForm';
import type { Persist } from '../../../src/engine/form/useResourceSave';
import { useVersionConflict } from '../../../src/engine/form/useVersionConflict';
import { draftKey, draftOffered, forgetDraft, keepDraft } from './draftStorage';
import type { CategoryFlag } from './kindCalls';
import type { CatalogueData } from './useCatalogue';

export const FIXED_TEXT_LABELS = { oms: 'app.profileCatalogue.omsText', children: 'app.profileCatalogue.childrenText' } as const;
const SECTIONS = [{ fields: [{ source: 'description', widget: 'richtext' as const }] }];
const ignore = () => undefined;

interface Props {
  text: CategoryFlag;
  hash: string;
  lang: EditLang;
  saved: string;
  write: CatalogueData['write'];
  onClose: () => void;
}

export function FixedTextDialog({ text, hash, lang, saved, write, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const key = draftKey(hash, text);
  // No version to compare: the call is the spec's, without one (last write wins).
  const conflict = useVersionConflict(() => Promise.resolve());

  const persist: Persist = async (values) => {
    try {
      const description = String(values.description ?? '');
      await write((dataProvider) => dataProvider.saveFixedText({ clinicHash: hash, category: text, description, locals: lang }), {
        quiet: true,
      });
    } catch {
      notify('app.profileCatalogue.fixedTextError', { type: 'error' });
      return {};
    }
    forgetDraft(key);
    onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate(FIXED_TEXT_LABELS[text])}</DialogTitle>
      <DialogContent>
        <PageForm
          schema={omsChildrenDescriptionSchema}
          name="omsChildrenDescription"
          sections={SECTIONS}
          record={{ clinicHash: hash, category: text, description: saved }}
          persist={persist}
          onDirtyChange={ignore}
          registerSave={ignore}
          conflict={conflict}
        >
          <DraftKeeper storageKey={key} saved={saved} />
        </PageForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.profileCatalogue.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Inside the form: offers a stored draft back, then keeps every edit as the draft. */
function DraftKeeper({ storageKey, saved }: { storageKey: string; saved: string }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const description = useWatch({ name: 'description' }) as string | undefined;
  const [offered, setOffered] = useState(() => draftOffered(storageKey, saved));

  useEffect(() => {
    // While a draft is offered the form still shows the saved text: keep the draft until chosen.
    if (offered === undefined && description !== undefined) keepDraft(storageKey, description, saved);
  }, [description, offered, storageKey, saved]);

  if (offered === undefined) return null;
  const restore = () => {
    setValue('description', offered, { shouldDirty: true });
    setOffered(undefined);
  };
  const discard = () => {
    forgetDraft(storageKey);
    setOffered(undefined);
  };
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      <Stack spacing={1}>
        <span>{translate('app.profileCatalogue.draftFound')}</span>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={restore}>
            {translate('app.profileCatalogue.restoreDraft')}
          </Button>
          <Button size="small" onClick={discard}>
            {translate('app.profileCatalogue.discardDraft')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
