// A modal form's way to the record on the public portal (FormConfig `preview`): offered for a record
// that passes `shown` as stored, never as being edited (an SEO page's saved published state, 002 §4),
// and only when the app knows the portal's address (PUBLIC_PORTAL_URL); opens its path in a new
// tab, or says why it cannot while the record's `needs` field is empty.
import { Button } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { FormPreview } from '../../../common/recordPage';
import { passes } from '../../../common/recordTests';
import { usePublicConfig } from '../../layout/usePublicConfig';

export function PreviewButton({ preview }: { preview: FormPreview }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const { portalUrl } = usePublicConfig();
  if (!record || !portalUrl || (preview.shown && !passes(preview.shown, record))) return null;
  const open = () => {
    if (preview.needs && !record[preview.needs]) {
      notify(preview.missing ?? 'form.error', { type: 'warning' });
      return;
    }
    const path = preview.fields.map((field) => String(record[field] ?? '')).filter(Boolean);
    window.open(`${portalUrl}/${path.map(encodeURIComponent).join('/')}`, '_blank', 'noopener');
  };
  return <Button onClick={open}>{translate(preview.label)}</Button>;
}
