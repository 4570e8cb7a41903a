import { ImageField, ImageInput } from 'react-admin';
import type { WidgetEntry, WidgetProps } from './types';

// The image types the spec accepts everywhere (000 §5, 002 §5 "Uploads").
const ACCEPT = { 'image/gif': [], 'image/jpeg': [], 'image/png': [], 'image/webp': [] };

export function ImageWidget({ field, label }: WidgetProps) {
  return (
    <ImageInput source={field.source} label={label} accept={ACCEPT}>
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

export const widget: WidgetEntry = { name: 'image', component: ImageWidget };
