// The rich-text editor's toolbar (src/engine/widgets/richTextToolbar.tsx): react-admin's own
// `ra.tiptap.*` keys, which no language pack translates, and those of the project's own buttons.
// Shown under `ra.tiptap.*`.
import type { Catalog } from '../catalog';
import type { tiptap as ru } from '../ru/richText';

export const tiptap = {
  select_level: 'Text style',
  paragraph: 'Normal text',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  heading4: 'Heading 4',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  code: 'Code',
  color: 'Text color',
  highlight: 'Highlight',
  swatch: '%{hue}, shade %{shade}',
  hues: {
    grey: 'Grey',
    red: 'Red',
    orange: 'Orange',
    yellow: 'Yellow',
    green: 'Green',
    blue: 'Blue',
    purple: 'Purple',
  },
  align_left: 'Align left',
  align_center: 'Center',
  align_right: 'Align right',
  align_justify: 'Justify',
  list_bulleted: 'Bulleted list',
  list_numbered: 'Numbered list',
  link: 'Link',
  link_dialog: 'Link address (https://, http:// or mailto:); empty removes the link',
  link_refused: 'A link must start with https://, http:// or mailto:',
  image: 'Image',
  image_dialog: 'Image address (https://, or from the media library: /images/mediafile/…)',
  image_alt: 'Image description for those who cannot see it',
  image_refused: 'The image address must start with https:// or http://, or be a media library image (/images/mediafile/…)',
  video: 'YouTube video',
  video_dialog: 'Link to a YouTube video',
  blockquote: 'Quote',
  clear_format: 'Clear formatting',
} satisfies Catalog<typeof ru>;
