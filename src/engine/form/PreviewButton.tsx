// A form's way to the stored record as the public sees it (FormConfig `preview`): offered for a
// record that passes `shown` as stored, never as being edited (an SEO page's saved published state,
// 002 §4). Either its path on the portal, when the app knows the portal's address
// (PUBLIC_PORTAL_URL), opened in a new tab, or said why not while the record's `needs` field is
// empty; or the link its declared `call` answers for the record's key (an article's, a doctor's, a
// clinic's preview, in its list's row too: the `preview` cell), in a tab opened on the click itself
// (a browser blocks a tab opened later), closed again when the call fails (`failed` says so).
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
