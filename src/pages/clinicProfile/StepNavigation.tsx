// Back and Next through the wizard order, and the link back to the clinics list (001 §2). Moving
// away from a form with unsaved edits goes through the frame's three-choice guard.
import BackIcon from '@mui/icons-material/ArrowBack';
import NextIcon from '@mui/icons-material/ArrowForward';
import { Button, Stack } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { backToList } from '../../engine/list/listPlace';
import type { ProfileStep } from './profileSteps';

interface Props {
  hash: string;
  previous?: ProfileStep;
  next?: ProfileStep;
}

export function StepNavigation({ hash, previous, next }: Props) {
  const translate = useTranslate();
  const to = (step: ProfileStep) => `/admin/clinics/profile/${hash}/${step.step}`;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
      {previous && (
        <Button component={Link} to={to(previous)} startIcon={<BackIcon />} variant="outlined">
          {translate('app.profile.back')}
        </Button>
      )}
      {next && (
        <Button component={Link} to={to(next)} endIcon={<NextIcon />} variant="outlined">
          {translate('app.profile.next')}
        </Button>
      )}
      <Button component={Link} {...backToList('/admin/clinics')}>
        {translate('app.profile.toList')}
      </Button>
    </Stack>
  );
}
