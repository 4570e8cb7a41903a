// The rich-text widget, named `richtext` by a field: its editor (tiptap, with the allow-list's
// toolbar) is large, so it loads only when a form shows one (RichTextEditor.tsx).
import { lazy } from 'react';
import type { WidgetEntry } from './types';

export const widget: WidgetEntry = { name: 'richtext', component: lazy(() => import('./RichTextEditor')) };
