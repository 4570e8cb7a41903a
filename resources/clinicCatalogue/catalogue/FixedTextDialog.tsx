// The clinic's text of a category flag, "OMS treatment" or "children treatment" (001 §7
// updateOmsChildrenDescription):
// rich text, saved as a whole by the engine's CallForm in a modal (no version: last write wins); any
// failure shows the spec's "Ошибка" alert. What is typed is kept as a draft in local storage
// (instead of asking on close) and offered back when the dialog reopens with a draft that differs
// from the saved text.
import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EditLang } from '../../../common/lang';
import { omsChildrenDescriptionSchema } from '../../../schemas/omsChildrenDescription';
import { CallForm } from '../../../src/engine/form/CallForm';
import { UNGUARDED } from '../../../src/engine/form/useUnsavedChangesGuard';
import type { CategoryFlag } from './catalogueSteps';
import { draftKey, draftOffered, forgetDraft, keepDraft } from './draftStorage';

const SECTIONS = [{ fields: [{ source: 'description', widget: 'richtext' as const }] }];

interface Props {
  flag: CategoryFlag;
  hash: string;
  lang: EditLang;
  saved: string;
  onSaved: () => void;
  onClose: () => void;
}

export function FixedTextDialog({ flag, hash, lang, saved, onSaved, onClose }: Props) {
  const translate = useTranslate();
  const key = draftKey(hash, flag.name);
  const input = { clinicHash: hash, category: flag.name, locals: lang };
  return (
    <CallForm
      name="omsChildrenDescription"
      sections={SECTIONS}
      record={{ ...input, description: saved }}
      save="saveFixedText"
      // The call's body adds the edit language to the registered schema, which the browser checks.
      rules={omsChildrenDescriptionSchema}
      input={input}
      onSaved={() => {
        forgetDraft(key);
        onSaved();
      }}
      failure="app.profileCatalogue.fixedTextError"
      // The draft keeper keeps what is typed: closing asks nothing.
      frame={UNGUARDED}
      modal={{ title: translate(flag.label), onClose }}
    >
      <DraftKeeper storageKey={key} saved={saved} />
    </CallForm>
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
