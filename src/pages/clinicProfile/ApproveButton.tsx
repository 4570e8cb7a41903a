// The review button (001 §7 "Approval"): marks the current section reviewed in the edit language
// (POST /api/admin/approve/{hash}, locals and menu = the section number).
import ApproveIcon from '@mui/icons-material/FactCheck';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ProfileSection } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { clinicProfileCalls } from '../../../resources/clinics/calls';

interface Props {
  hash: string;
  lang: EditLang;
  section: ProfileSection;
  done: boolean;
  onApproved: () => void;
}

export function ApproveButton({ hash, lang, section, done, onApproved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof clinicProfileCalls>>();
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await dataProvider.approveClinicSection({ hash, locals: lang, menu: section });
      notify('app.profile.approved', { type: 'success', messageArgs: { lang } });
      onApproved();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'form.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={done ? 'outlined' : 'contained'} color="success" startIcon={<ApproveIcon />} disabled={busy} onClick={approve}>
      {translate(done ? 'app.profile.reviewedAgain' : 'app.profile.review', { lang })}
    </Button>
  );
}
