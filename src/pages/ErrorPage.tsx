// The error pages /error/403 and /error/404 (and any unknown route). Their headings are the spec's
// own words, "Ошибка 403" / "Ошибка 404", kept in Russian in both languages (000 §2, §8).
import { Box, Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { landingPath } from '../auth/session';
import { useSession } from '../auth/useSession';

const HEADINGS = { 403: 'Ошибка 403', 404: 'Ошибка 404' } as const;

export default function ErrorPage({ status }: { status: 403 | 404 }) {
  const translate = useTranslate();
  const { signedIn, roles } = useSession();
  const home = (signedIn && landingPath(roles)) || '/login';
  return (
    <Box sx={{ p: 3 }}>
      {/* Russian on an English page too: marked so that a screen reader reads it in Russian. */}
      <Typography variant="h4" component="h1" gutterBottom lang="ru">
        {HEADINGS[status]}
      </Typography>
      <Typography gutterBottom>{translate(`app.errors.${status}`)}</Typography>
      <Button component={Link} to={home} variant="outlined">
        {translate('app.errors.home')}
      </Button>
    </Box>
  );
}

export const NotFoundPage = () => <ErrorPage status={404} />;
