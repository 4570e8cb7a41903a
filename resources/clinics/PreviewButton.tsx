// The clinic preview button (000 §2): shown while the RU version is visible, in the clinics list and
// in the profile editor; the doctor edit modal's (001 §2) names its own call.
import PreviewIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { clinicCalls } from '../../dataProvider/endpoints';
import type { HttpRequest } from '../../dataProvider/http';
import type { AppDataProvider } from '../../dataProvider/index';

/** Opens the preview in a new tab. The tab opens on the click itself (browsers block tabs opened
 * later), then goes to the URL the call answers. */
export function PreviewButton({ hash, call = clinicCalls.preview }: { hash: string; call?: (hash: string) => HttpRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const open = async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await dataProvider.request<{ url: string }>(call(hash));
      if (!tab) throw new Error('no tab');
      tab.opener = null;
      tab.location.href = url;
    } catch {
      tab?.close();
      notify('app.clinics.previewFailed', { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<PreviewIcon />} onClick={open}>
      {translate('app.clinics.preview')}
    </Button>
  );
}
