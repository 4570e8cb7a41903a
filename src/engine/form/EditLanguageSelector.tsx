// The edit language (RU/EN) of per-language content; the UI language is a separate choice.

import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang } from '../../../common/lang';

export function EditLanguageSelector({ value, onChange }: { value: EditLang; onChange: (lang: EditLang) => void }) {
  const translate = useTranslate();
  const label = translate('app.form.editLanguage');
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Typography variant="body2">{label}</Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-label={label}
        onChange={(_, next: EditLang | null) => next && next !== value && onChange(next)}
      >
        {EDIT_LANGS.map((lang) => (
          <ToggleButton key={lang} value={lang}>
            {lang}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
