// Gives every progress bar and spinner below it an accessible name, "Loading" in the UI language
// (WCAG 4.1.2: a progressbar needs a name). A bar that can say more passes its own aria-label.
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

export function NamedProgress({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const name = translate('ra.page.loading');
  const named = useCallback(
    (outer: Theme): Theme => {
      const components = outer.components ?? {};
      return {
        ...outer,
        components: {
          ...components,
          MuiLinearProgress: {
            ...components.MuiLinearProgress,
            defaultProps: { ...components.MuiLinearProgress?.defaultProps, 'aria-label': name },
          },
          MuiCircularProgress: {
            ...components.MuiCircularProgress,
            defaultProps: { ...components.MuiCircularProgress?.defaultProps, 'aria-label': name },
          },
        },
      };
    },
    [name],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
}
