// A picture the record holds, shown, not edited (a media file's thumbnail in its edit modal): the
// field's value is its address; decorative, the form's title names the record.
import { useWatch } from 'react-hook-form';
import type { WidgetEntry, WidgetProps } from './types';

export function PictureWidget({ field }: WidgetProps) {
  const src: unknown = useWatch({ name: field.source });
  if (typeof src !== 'string' || !src) return null;
  return <img src={src} alt="" width={144} height={96} style={{ objectFit: 'cover', borderRadius: 4, alignSelf: 'flex-start' }} />;
}

export const widget: WidgetEntry = { name: 'picture', component: PictureWidget };
