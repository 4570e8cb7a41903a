// Switches the UI language: tells the server first (POST /api/change-locale?lang=, so that its
// messages follow), then the UI, and remembers the choice in localStorage.
import { MenuItem, Select } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { LANGS, type Lang } from '../../common/lang';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { sessionCalls } from '../../resources/session/calls';
import { rememberLang } from '../i18nProvider';

export function LanguageSelector() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof sessionCalls>>();
  const [locale, setLocale] = useLocaleState();

  const change = async (lang: Lang) => {
    // The UI switches even when the server cannot be told (it keeps its previous language).
    await dataProvider.changeLocale({ lang }).catch(() => undefined);
    rememberLang(lang);
    setLocale(lang);
  };

  return (
    <Select
      variant="standard"
      disableUnderline
      size="small"
      value={locale}
      onChange={(event) => void change(event.target.value as Lang)}
      inputProps={{ 'aria-label': translate('app.language') }}
      SelectDisplayProps={{ 'aria-label': translate('app.language') } as object}
      sx={{ mx: 1, color: 'inherit', '& .MuiSelect-icon': { color: 'inherit' } }}
    >
      {LANGS.map((lang) => (
        // Each language is named in itself, and marked so (WCAG 3.1.2): "English" on a Russian page.
        <MenuItem key={lang} value={lang} lang={lang}>
          {translate(`app.languages.${lang}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
