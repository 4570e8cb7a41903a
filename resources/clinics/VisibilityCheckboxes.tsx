// A clinic's visibility per language on the public site (POST toggleclinic): one checkbox per
// language, in the clinics list and in the profile editor, which reload what shows the flag.
import { Checkbox, FormControlLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang } from '../../common/lang';
import { useRecordAction } from '../../src/engine/list/useRecordAction';

interface Props {
  hash: string;
  ll10n: Partial<Record<EditLang, { visible: boolean }>>;
  /** The query keys to reload after a change. */
  reloads?: readonly string[];
}

export function VisibilityCheckboxes({ hash, ll10n, reloads }: Props) {
  const translate = useTranslate();
  const { run, busy } = useRecordAction('clinics', reloads);
  return EDIT_LANGS.map((lang) => (
    <FormControlLabel
      key={lang}
      label={lang}
      control={
        <Checkbox
          size="small"
          checked={ll10n[lang]?.visible === true}
          disabled={busy}
          inputProps={{ 'aria-label': translate('app.clinics.visibility', { lang }) }}
          onChange={(event) => run('visibility', { id: hash, value: { locals: lang, visible: event.target.checked } })}
        />
      }
    />
  ));
}
