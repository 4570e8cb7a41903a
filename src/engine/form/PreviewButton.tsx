// A form's way to the stored record as the public sees it (FormConfig `preview`), never to the edits
// (002 §4): its path on the portal (PUBLIC_PORTAL_URL), or the link its `call` answers, in a tab
// opened on the click itself (a browser blocks a tab opened later), closed again if the call fails.
import PreviewIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { FormPreview } from '../../../common/recordPage';
import { passes } from '../../../common/recordTests';
import { usePublicConfig } from '../../layout/usePublicConfig';
import type { CallMethods } from '../page/recordPageContext';

/** Opens the tab at once, then sends it where `link` answers; closes it when that fails. */
async function openLater(link: () => Promise<unknown>) {
  const tab = window.open('', '_blank');
  try {
    const { url } = (await link()) as { url: string };
    if (!tab) throw new Error();
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** `small`: a list row's button. */
export function PreviewButton({ preview, small }: { preview: FormPreview; small?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallMethods>();
  const record = useRecordContext();
  const { portalUrl } = usePublicConfig();
  if (!record || (!portalUrl && !preview.call) || (preview.shown && !passes(preview.shown, record))) return null;
  const open = async () => {
    const { call, key = 'id' } = preview;
    if (call) return openLater(() => dataProvider[call]({ [key]: record[key] }));
    if (preview.needs && !record[preview.needs]) {
      notify(preview.missing ?? 'form.error', { type: 'warning' });
      return;
    }
    const path = (preview.fields ?? []).map((field) => String(record[field] ?? '')).filter(Boolean);
    window.open(`${portalUrl}/${path.map(encodeURIComponent).join('/')}`, '_blank', 'noopener');
  };
  return (
    <Button
      size={small ? 'small' : 'medium'}
      startIcon={small && <PreviewIcon />}
      onClick={() => void open().catch((error: Error) => notify(preview.failed ?? (error.message || 'form.error'), { type: 'error' }))}
    >
      {translate(preview.label)}
    </Button>
  );
}
