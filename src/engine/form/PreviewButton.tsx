// A form's way to the stored record as the public sees it (FormConfig `preview`): offered for a
// record that passes `shown` as stored, never as being edited (an SEO page's saved published state,
// 002 §4). Either its path on the portal, when the app knows the portal's address
// (PUBLIC_PORTAL_URL), opened in a new tab, or said why not while the record's `needs` field is
// empty; or the link its declared `call` answers for the record's id (an article's preview).
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { FormPreview } from '../../../common/recordPage';
import { passes } from '../../../common/recordTests';
import { usePublicConfig } from '../../layout/usePublicConfig';
import type { CallMethods } from '../page/recordPageContext';

export function PreviewButton({ preview }: { preview: FormPreview }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallMethods>();
  const record = useRecordContext();
  const { portalUrl } = usePublicConfig();
  if (!record || (!portalUrl && !preview.call) || (preview.shown && !passes(preview.shown, record))) return null;
  const open = async () => {
    if (preview.call) {
      const { url } = (await dataProvider[preview.call]({ [preview.key ?? 'id']: record[preview.key ?? 'id'] })) as { url: string };
      window.open(url, '_blank', 'noopener');
      return;
    }
    if (preview.needs && !record[preview.needs]) {
      notify(preview.missing ?? 'form.error', { type: 'warning' });
      return;
    }
    const path = (preview.fields ?? []).map((field) => String(record[field] ?? '')).filter(Boolean);
    window.open(`${portalUrl}/${path.map(encodeURIComponent).join('/')}`, '_blank', 'noopener');
  };
  return (
    <Button onClick={() => void open().catch((error: Error) => notify(error.message || 'form.error', { type: 'error' }))}>
      {translate(preview.label)}
    </Button>
  );
}
