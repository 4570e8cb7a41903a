// The app's light and dark themes: react-admin's defaults with colours that pass WCAG 2.1 AA
// (4.5:1 for text) in both. `contrastThreshold: 4.5` makes MUI pick the text colour on coloured
// surfaces (contained buttons, chips) by the same rule; the rest are colours whose text measured
// below 4.5:1 with the defaults (axe-core in tests/e2e/a11y.test.ts checks every screen).
import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Both modes: react-admin draws its error page at half opacity and its loading message in the
 * "disabled" grey (both near 3:1): the page is shown at full opacity, the message in the
 * secondary text colour. A disabled group's legend (a locked banner's pages and text types) is
 * a heading, not a control, and axe holds it to 4.5:1: it too takes the secondary colour, its
 * checkboxes showing the lock; so does a disabled field's helper text, words to read (a picker's
 * "Loading…" while its choices load, which axe found in the tag editor on a slow machine). */
const common: RaThemeOptions = {
  palette: { contrastThreshold: 4.5 },
  components: {
    MuiFormLabel: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ 'legend&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
    RaError: { styleOverrides: { root: { opacity: 1 } } },
    RaLoading: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) },
    },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(
  deepmerge(defaultLightTheme, common),
  {
    palette: {
      // MUI's #1976d2 reads 4.4:1 on react-admin's page background; blue 800 reads 5.5:1.
      primary: { main: '#1565c0' },
      // The top bar: react-admin's #2196f3 under white text reads 3.1:1; blue 900 reads 8.6:1.
      secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
      // A refused field's label: MUI's #d32f2f reads 4.1 to 4.4:1 on a filled input's grey
      // (found by the article editor's audit after a bad save); red 900 reads 5.4:1 there.
      error: { main: '#b71c1c' },
    },
    components: {
      // Initials on MUI's grey 400 read 1.8:1.
      MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#5f6368', color: '#fff' } } },
    },
  },
  { clone: true },
);

export const darkTheme: RaThemeOptions = deepmerge(
  deepmerge(defaultDarkTheme, common),
  {
    palette: {
      // MUI's dark error red reads 3.5:1 on react-admin's dark background; red 200 reads 6:1.
      error: { main: '#ef9a9a' },
    },
    components: {
      MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#bdbdbd', color: '#121212' } } },
    },
  },
  { clone: true },
);
