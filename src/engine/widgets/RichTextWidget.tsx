// The rich-text widget: react-admin's editor with the extensions and the toolbar of the allow-list
// (common/richText.ts) that the server's sanitizer keeps, so that what is saved comes back as made.
import { RichTextInput } from 'ra-input-rich-text';
import { richTextExtensions } from './richTextExtensions';
import { RichTextToolbar } from './richTextToolbar';
import type { WidgetProps } from './types';

// One object for the editor's lifetime: the editor is rebuilt whenever its options change.
const editorOptions = { extensions: richTextExtensions };

export function RichTextWidget({ field, label }: WidgetProps) {
  return <RichTextInput source={field.source} label={label} fullWidth editorOptions={editorOptions} toolbar={<RichTextToolbar />} />;
}
