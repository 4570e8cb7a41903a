// @vitest-environment jsdom
// The editor and the server agree: the HTML the editor writes for every feature of the allow-list
// (built by the widget's own tiptap extensions, as `editor.getHTML()` does) comes back from the
// server's sanitizer byte for byte, every feature has a way in from the toolbar or the keyboard,
// and the editor has no extension that writes something the allow-list lacks. Here rather than
// beside either side because it imports both.
import { flattenExtensions, generateHTML, type JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ALIGNMENTS, RICH_TEXT_HEADING_LEVELS, type RichTextFeatureName, richTextFeatures } from '../../common/richText';
import { sanitizeHtml } from '../../server/services/sanitizeHtml';
import { RICH_TEXT_PALETTE } from '../../src/engine/widgets/RichTextColorButtons';
import { richTextExtensions } from '../../src/engine/widgets/richTextExtensions';
import { richTextKeyboardFeatures, richTextToolbar } from '../../src/engine/widgets/richTextToolbar';
import { videoEmbedUrl } from '../../src/engine/widgets/richTextVideo';

type Mark = { type: string; attrs?: Record<string, unknown> };
const text = (value: string, ...marks: Mark[]): JSONContent => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) });
const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const marked = (...marks: Mark[]) => [p(text('до '), text('внутри', ...marks), text(' после'))];
const item = (value: string): JSONContent => ({ type: 'listItem', content: [p(text(value))] });

// Every colour the colour buttons offer.
const COLOURS = RICH_TEXT_PALETTE.map(({ color }) => color);

/** One document per feature: everything the toolbar or the keyboard can make with it. */
const documents: Record<RichTextFeatureName, JSONContent[]> = {
  doc: [p(text('Текст с & < > " \' и\u00a0неразрывным пробелом'))],
  text: [p(text('Plain text, ёжик, 1 < 2'))],
  paragraph: [p(text('Первый')), p(text('Второй')), p()],
  hardBreak: [p(text('строка'), { type: 'hardBreak' }, text('ещё строка'))],
  heading: RICH_TEXT_HEADING_LEVELS.map((level) => ({ type: 'heading', attrs: { level }, content: [text(`Заголовок ${level}`)] })),
  bold: marked({ type: 'bold' }),
  italic: marked({ type: 'italic' }),
  underline: marked({ type: 'underline' }),
  strike: marked({ type: 'strike' }),
  code: marked({ type: 'code' }),
  textStyle: marked({ type: 'textStyle', attrs: { color: COLOURS[0] } }),
  color: COLOURS.flatMap((color) => marked({ type: 'textStyle', attrs: { color } })),
  highlight: [...COLOURS.flatMap((color) => marked({ type: 'highlight', attrs: { color } })), ...marked({ type: 'highlight' })],
  textAlign: RICH_TEXT_ALIGNMENTS.flatMap((textAlign) => [
    { type: 'paragraph', attrs: { textAlign }, content: [text(textAlign)] },
    ...RICH_TEXT_HEADING_LEVELS.map((level) => ({ type: 'heading', attrs: { level, textAlign }, content: [text(textAlign)] })),
  ]),
  bulletList: [
    {
      type: 'bulletList',
      content: [item('один'), { type: 'listItem', content: [p(text('два')), { type: 'bulletList', content: [item('вложенный')] }] }],
    },
  ],
  orderedList: [
    { type: 'orderedList', content: [item('один'), item('два')] },
    { type: 'orderedList', attrs: { start: 3, type: 'a' }, content: [item('три')] },
  ],
  listItem: [{ type: 'bulletList', content: [{ type: 'listItem', content: [p(text('абзац')), p(text('ещё абзац'))] }] }],
  blockquote: [{ type: 'blockquote', content: [p(text('Цитата')), p(text('вторая строка', { type: 'italic' }))] }],
  link: [
    ...marked({ type: 'link', attrs: { href: 'https://clinic.example/путь?a=1&b="2"#x' } }),
    ...marked({ type: 'link', attrs: { href: 'http://example.com' } }),
    ...marked({ type: 'link', attrs: { href: 'mailto:info@clinic.example', title: 'Написать нам' } }),
  ],
  image: [
    p(text('Фото '), {
      type: 'image',
      attrs: { src: '/images/mediafile/thumb/0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.webp', alt: 'Вход в клинику' },
    }),
    p({ type: 'image', attrs: { src: 'https://cdn.example/x.png', alt: 'Схема "проезда"', title: 'Схема', width: 320, height: 200 } }),
    p({ type: 'image', attrs: { src: '/images/mediafile/0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.jpg', alt: '' } }),
  ],
  video: [
    { type: 'video', attrs: { src: videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ') } },
    { type: 'video', attrs: { src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' } },
    p(),
  ],
};

const html = (content: JSONContent[]) => generateHTML({ type: 'doc', content }, richTextExtensions);

describe('rich text: the editor and the server agree', () => {
  it.each(Object.keys(richTextFeatures) as RichTextFeatureName[])('%s round-trips unchanged', (feature) => {
    const written = html(documents[feature]);
    expect(written.length).toBeGreaterThan(20);
    expect(sanitizeHtml(written)).toBe(written);
  });

  it('round-trips every feature at once, nested', () => {
    const all = html(Object.values(documents).flat());
    expect(sanitizeHtml(all)).toBe(all);
    // The styles and attributes really were written (the test would pass on bare text otherwise).
    for (const part of ['<h2 style="text-align: center;">', '<mark data-color=', 'style="color: ', '<iframe src=', 'alt=""', 'start="3"']) {
      expect(all).toContain(part);
    }
  });

  it('gives every feature a way in, and every button a feature of the allow-list', () => {
    const reachable = [...richTextToolbar.flatMap((entry) => entry.features), ...richTextKeyboardFeatures];
    expect(new Set(reachable)).toEqual(new Set(Object.keys(richTextFeatures)));
    for (const feature of reachable) expect(Object.keys(richTextFeatures)).toContain(feature);
  });

  it('has no editor extension that writes what the allow-list lacks', () => {
    // Extensions that only change behaviour (drop cursor, undo, the list keys, a trailing empty line).
    const behaviour = ['starterKit', 'dropCursor', 'gapCursor', 'undoRedo', 'listKeymap', 'listItemBranchingDeleteKeymap', 'trailingNode'];
    const names = flattenExtensions(richTextExtensions).map((extension) => extension.name);
    expect(names.filter((name) => !behaviour.includes(name)).sort()).toEqual(Object.keys(richTextFeatures).sort());
  });
});

describe('the video button', () => {
  it('embeds the links the spec accepts and refuses the rest', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbedUrl(link), link).toBe(embed);
    }
    for (const link of ['https://vimeo.com/123', 'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', '']) {
      expect(videoEmbedUrl(link), link).toBeUndefined();
    }
  });
});
