// The top bar's light/dark switch: one toggle button, pressed while the dark theme is shown, named
// in the UI language; the choice is remembered for the signed-in user (userTheme.ts).
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUserTheme } from './userTheme';

export function ThemeSwitch() {
  const translate = useTranslate();
  const [mode, choose] = useUserTheme();
  const dark = mode === 'dark';
  const label = translate('app.theme.dark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={dark} onClick={() => choose(dark ? 'light' : 'dark')}>
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
