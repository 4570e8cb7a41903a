// The rich-text editor: react-admin's editor with the extensions and the toolbar of the allow-list
// (common/richText.ts) that the server's sanitizer keeps, so that what is saved comes back as made.
// Images pasted or dropped as files go to the media library first (richTextPastedImages.ts).
import { RichTextInput } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { richTextExtensions } from './richTextExtensions';
import { pastedImageProps } from './richTextPastedImages';
import { RichTextToolbar } from './richTextToolbar';
import type { WidgetProps } from './types';
import { useMediaImageUpload } from './useMediaImageUpload';

export default function RichTextEditor({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const upload = useMediaImageUpload();
  // One object for the editor's lifetime: the editor is rebuilt whenever its options change.
  const editorOptions = useMemo(() => ({ extensions: richTextExtensions, editorProps: pastedImageProps(upload) }), [upload]);
  return (
    <RichTextInput
      source={field.source}
      label={label}
      helperText={field.hint ? translate(field.hint) : undefined}
      disabled={field.disabled}
      fullWidth
      editorOptions={editorOptions}
      toolbar={<RichTextToolbar />}
    />
  );
}
