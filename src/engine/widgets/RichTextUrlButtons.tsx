// The rich-text toolbar's buttons that ask for an address: link, image and video. Each one checks
// the address against the allow-list (common/richText.ts) and says so when it refuses one, so that
// nothing the user inserts is silently dropped by the server on save.
import ImageIcon from '@mui/icons-material/Image';
import InsertLink from '@mui/icons-material/InsertLink';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import { ToggleButton } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import type { ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isAllowedImage, isAllowedLink } from './richTextExtensions';
import { videoEmbedUrl } from './richTextVideo';

interface UrlButtonProps {
  value: string;
  icon: ReactNode;
  /** i18n keys: the button's label, the prompt, the message when the address is refused. */
  label: string;
  prompt: string;
  refused: string;
  /** The address to insert for what the user typed, or undefined when it is refused. */
  toUrl: (input: string) => string | undefined;
  insert: (editor: Editor, url: string) => void;
  /** What an empty answer does (the link button removes the link). */
  clear?: (editor: Editor) => void;
  initial?: string;
  selected?: boolean;
  disabled?: boolean;
}

function UrlButton({ value, icon, label, prompt, refused, toUrl, insert, clear, initial, selected, disabled }: UrlButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const editor = useTiptapEditor();

  const ask = () => {
    const input = window.prompt(translate(prompt), initial ?? '')?.trim();
    if (!editor || input === undefined) return;
    if (input === '') return clear?.(editor);
    const url = toUrl(input);
    if (url) insert(editor, url);
    else notify(refused, { type: 'warning' });
  };

  return (
    <ToggleButton
      value={value}
      aria-label={translate(label)}
      title={translate(label)}
      selected={selected}
      disabled={!editor?.isEditable || disabled}
      onClick={ask}
    >
      {icon}
    </ToggleButton>
  );
}

export function RichTextLinkButton() {
  const editor = useTiptapEditor();
  const link = useEditorState({
    editor,
    selector: ({ editor: state }) => ({
      active: state?.isActive('link') ?? false,
      href: String(state?.getAttributes('link').href ?? ''),
      empty: state?.state.selection.empty ?? true,
    }),
  });
  return (
    <UrlButton
      value="link"
      icon={<InsertLink fontSize="inherit" />}
      label="ra.tiptap.link"
      prompt="ra.tiptap.link_dialog"
      refused="ra.tiptap.link_refused"
      toUrl={(input) => (isAllowedLink(input) ? input : undefined)}
      insert={(current, href) => current.chain().focus().extendMarkRange('link').setLink({ href }).run()}
      clear={(current) => current.chain().focus().extendMarkRange('link').unsetLink().run()}
      initial={link?.href}
      selected={link?.active}
      // A link needs text to sit on: a selection, or the link being edited.
      disabled={!link?.active && link?.empty}
    />
  );
}

export function RichTextImageButton() {
  const translate = useTranslate();
  // The description is what a screen reader says, and what shows while the image loads.
  const describe = () => window.prompt(translate('ra.tiptap.image_alt'))?.trim() || undefined;
  return (
    <UrlButton
      value="image"
      icon={<ImageIcon fontSize="inherit" />}
      label="ra.tiptap.image"
      prompt="ra.tiptap.image_dialog"
      refused="ra.tiptap.image_refused"
      toUrl={(input) => (isAllowedImage(input) ? input : undefined)}
      insert={(editor, src) => editor.chain().focus().setImage({ src, alt: describe() }).run()}
    />
  );
}

export function RichTextVideoButton() {
  return (
    <UrlButton
      value="video"
      icon={<OndemandVideo fontSize="inherit" />}
      label="ra.tiptap.video"
      prompt="ra.tiptap.video_dialog"
      refused="check.video"
      toUrl={videoEmbedUrl}
      insert={(editor, src) => editor.chain().focus().setVideo(src).run()}
    />
  );
}
