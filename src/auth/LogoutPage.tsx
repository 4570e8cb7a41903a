// /logout (000 §2): POST /api/logout, ask the roles again, go to /login.
import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { PublicFrame } from '../layout/PublicFrame';

export default function LogoutPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({}, '/login', false);
  }, [logout]);
  return (
    <PublicFrame>
      <Typography>{translate('app.auth.logout.progress')}</Typography>
    </PublicFrame>
  );
}
