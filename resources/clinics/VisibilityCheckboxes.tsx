// A clinic's visibility per language on the public site (dataProvider.toggleClinic): one checkbox per
// language, in the clinics list and in the profile editor, which reload what shows the flag.
import { Checkbox, FormControlLabel } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang } from '../../common/lang';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useCallMutation } from '../../src/engine/list/useCallMutation';
import type { clinicListCalls } from './listCalls';

interface Props {
  hash: string;
  ll10n: Partial<Record<EditLang, { visible: boolean }>>;
  /** The query keys to reload after a change (the clinics list's by default). */
  reloads?: readonly string[];
}

export function VisibilityCheckboxes({ hash, ll10n, reloads = ['clinics'] }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof clinicListCalls>>();
  const toggling = useCallMutation(
    ({ locals, visible }: { locals: EditLang; visible: boolean }) => dataProvider.toggleClinic({ hash, locals, visible }),
    { reloads },
  );
  return EDIT_LANGS.map((lang) => (
    <FormControlLabel
      key={lang}
      label={lang}
      control={
        <Checkbox
          size="small"
          checked={ll10n[lang]?.visible === true}
          disabled={toggling.isPending}
          inputProps={{ 'aria-label': translate('app.clinics.visibility', { lang }) }}
          onChange={(event) => toggling.mutate({ locals: lang, visible: event.target.checked })}
        />
      }
    />
  ));
}
