// The rich-text editor's extensions: react-admin's defaults cut to the allow-list
// (common/richText.ts), so that the editor can write nothing the server would drop. Shared by the
// widget and by the tests that round-trip every feature through the server's sanitizer.
import type { Extensions } from '@tiptap/core';
import { Color } from '@tiptap/extension-color';
import { Highlight } from '@tiptap/extension-highlight';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';
import { TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';
import { RICH_TEXT_ALIGNMENTS, RICH_TEXT_HEADING_LEVELS, RICH_TEXT_IMAGE, RICH_TEXT_LINK } from '../../../common/richText';
import { Video } from './richTextVideo';

export const isAllowedLink = (url: string) => RICH_TEXT_LINK.test(url);
export const isAllowedImage = (url: string) => RICH_TEXT_IMAGE.test(url);

export const richTextExtensions: Extensions = [
  StarterKit.configure({
    // No button makes them, and typing ``` or --- should not either.
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    // Typed, pasted and prompted links alike: only the allow-list's addresses.
    link: { openOnClick: false, isAllowedUri: isAllowedLink },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...RICH_TEXT_ALIGNMENTS] }),
  // Images come from the image button, which checks the address; the markdown shortcut
  // ![alt](src) would not.
  Image.extend({ addInputRules: () => [] }).configure({ inline: true, resize: { enabled: true, alwaysPreserveAspectRatio: true } }),
  TextStyle,
  Color,
  Highlight.configure({ multicolor: true }),
  Video,
];
