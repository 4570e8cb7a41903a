// The footer of every page (002 §2): terms and privacy on the public portal (when its address is
// configured), contact e-mail, phones, head-office address and the copyright line.
import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePublicConfig } from './usePublicConfig';

export function Footer() {
  const translate = useTranslate();
  const { portalUrl, contactEmail, phones = [], address } = usePublicConfig();
  const portal = portalUrl?.replace(/\/+$/, '');
  return (
    <Box component="footer" sx={{ mt: 'auto', px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0.5, md: 3 }}
        flexWrap="wrap"
        alignItems={{ md: 'baseline' }}
        useFlexGap
        sx={{ typography: 'body2' }}
      >
        {portal && (
          <>
            <Link href={`${portal}/tos`} target="_blank" rel="noopener" variant="body2">
              {translate('app.footer.terms')}
            </Link>
            <Link href={`${portal}/privacy`} target="_blank" rel="noopener" variant="body2">
              {translate('app.footer.privacy')}
            </Link>
          </>
        )}
        {contactEmail && (
          <Link href={`mailto:${contactEmail}`} variant="body2">
            {translate('app.footer.email', { email: contactEmail })}
          </Link>
        )}
        {phones.length > 0 && <Typography variant="body2">{translate('app.footer.phones', { phones: phones.join(', ') })}</Typography>}
        {address && <Typography variant="body2">{translate('app.footer.address', { address })}</Typography>}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('app.footer.copyright')}
      </Typography>
    </Box>
  );
}
