// The clinic preview button (000 §2): shown while the RU version is visible, in the clinics list and
// in the profile editor; the doctor edit modal's (001 §2) names its own call.
import PreviewIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { clinicListCalls } from './listCalls';

/** A declared call of `{ hash }` that answers a preview link. */
type PreviewCall = (input: { hash: string }) => Promise<{ url: string }>;

/** Opens the preview in a new tab. The tab opens on the click itself (browsers block tabs opened
 * later), then goes to the URL the call answers. */
export function PreviewButton({ hash, call = 'clinicPreviewLink' }: { hash: string; call?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof clinicListCalls>>();
  // The clinic's link by default; the doctor modal names its own declared call.
  const link = () => (dataProvider as unknown as Record<string, PreviewCall>)[call]({ hash });
  const open = async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await link();
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
