// The success and error alerts (002 §2): at the top, for 5 seconds, with a close button.
import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { Notification, useCloseNotification, useTranslate } from 'react-admin';

export const ALERT_MS = 5000;

export function CloseAlert() {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function Alerts() {
  return <Notification autoHideDuration={ALERT_MS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} action={<CloseAlert />} />;
}
