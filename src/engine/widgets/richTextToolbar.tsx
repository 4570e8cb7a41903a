// The rich-text editor's toolbar, as a table: each button (or group of buttons) with the allow-list
// features it writes (common/richText.ts). A button can only name features that the allow-list
// has, and a test checks that every feature has a way in (a button, or the keyboard).
import { AlignmentButtons, ClearButtons, FormatButtons, ListButtons, QuoteButtons, RichTextInputToolbar } from 'ra-input-rich-text';
import type { ComponentType } from 'react';
import type { RichTextFeatureName } from '../../../common/richText';
import { RichTextColorButtons } from './RichTextColorButtons';
import { RichTextLevelSelect } from './RichTextLevelSelect';
import { RichTextMediaButton } from './RichTextMediaButton';
import { RichTextImageButton, RichTextLinkButton, RichTextVideoButton } from './RichTextUrlButtons';

interface ToolbarEntry {
  name: string;
  Button: ComponentType;
  features: readonly RichTextFeatureName[];
}

export const richTextToolbar = [
  { name: 'level', Button: RichTextLevelSelect, features: ['paragraph', 'heading'] },
  { name: 'format', Button: FormatButtons, features: ['bold', 'italic', 'underline', 'strike', 'code'] },
  { name: 'colour', Button: RichTextColorButtons, features: ['textStyle', 'color', 'highlight'] },
  { name: 'alignment', Button: AlignmentButtons, features: ['textAlign'] },
  { name: 'lists', Button: ListButtons, features: ['bulletList', 'orderedList', 'listItem'] },
  { name: 'link', Button: RichTextLinkButton, features: ['link'] },
  { name: 'image', Button: RichTextImageButton, features: ['image'] },
  { name: 'media', Button: RichTextMediaButton, features: ['image'] },
  { name: 'video', Button: RichTextVideoButton, features: ['video'] },
  { name: 'quote', Button: QuoteButtons, features: ['blockquote'] },
  // Removes marks: writes nothing of its own.
  { name: 'clear', Button: ClearButtons, features: [] },
] as const satisfies readonly ToolbarEntry[];

/** Features with no button: the document and its text, and Shift+Enter's line break. */
export const richTextKeyboardFeatures = ['doc', 'text', 'hardBreak'] as const satisfies readonly RichTextFeatureName[];

export function RichTextToolbar() {
  return (
    <RichTextInputToolbar>
      {richTextToolbar.map(({ name, Button }) => (
        <Button key={name} />
      ))}
    </RichTextInputToolbar>
  );
}
