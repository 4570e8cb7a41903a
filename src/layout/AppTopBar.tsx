// The signed-in top bar: brand, the page title, the search everywhere, the keyboard shortcuts, language selector,
// light/dark switch, loading indicator, user menu.
import { Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { LanguageSelector } from './LanguageSelector';
import { SearchButton } from './search/SearchButton';
import { ShortcutsButton } from './shortcuts/ShortcutsButton';
import { ThemeSwitch } from './ThemeSwitch';
import { UserDropdown } from './UserDropdown';

export function AppTopBar() {
  const translate = useTranslate();
  return (
    <AppBar
      toolbar={
        <>
          <SearchButton />
          <ShortcutsButton />
          <LanguageSelector />
          <ThemeSwitch />
          <LoadingIndicator />
        </>
      }
      userMenu={<UserDropdown />}
    >
      <Typography
        variant="subtitle1"
        component="span"
        sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
      >
        {translate('app.brand')}
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}
