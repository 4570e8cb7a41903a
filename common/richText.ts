// The one allow-list of rich text: what the editor (src/engine/widgets/richTextExtensions.ts) can
// write, and so everything the server's sanitizer (server/services/sanitizeHtml.ts) keeps. Keyed
// by the editor extension that writes it, so that tests can check the toolbar, the editor and the
// sanitizer against this one table: a feature added to the editor without an entry here fails.

/** Attribute name -> the pattern its whole (decoded) value must match. */
export type AttributeRules = Readonly<Record<string, RegExp>>;
/** CSS property -> the pattern its value must match; anything else in a style attribute is dropped. */
export type StyleRules = Readonly<Record<string, RegExp>>;

export interface RichTextFeature {
  /** The elements this feature writes, with the attributes each may carry. */
  readonly tags?: Readonly<Record<string, AttributeRules>>;
  /** The inline styles this feature writes, per element. */
  readonly styles?: Readonly<Record<string, StyleRules>>;
}

/** Headings from the level select: the page's own title is the h1, so content starts at h2. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;
/** The alignment buttons. */
export const RICH_TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
/** Hosts of the video player (the spec: "Only valid YouTube links allowed"); the editor embeds the
 * privacy-enhanced player, pasted embeds of the other two are kept as they are. */
export const RICH_TEXT_VIDEO_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com'] as const;

/** Link targets: web pages and e-mail addresses; no relative links (the text is shown on the
 * portal, whose paths are not the admin's), no javascript:, data:, tel: or other schemes. */
export const RICH_TEXT_LINK = /^(?:https?:\/\/|mailto:)[^\s\\]+$/i;
/** Where the media library serves an image and its thumbnail (001 §2, 002 §7): the only local
 * images rich text may show, so a pasted or picked image is always one of the library's files. */
export const MEDIA_IMAGE_PATH =
  /^\/images\/mediafile\/(?:thumb\/)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|webp)$/;
/** Image sources: web images, or the media library's (MEDIA_IMAGE_PATH). */
export const RICH_TEXT_IMAGE = new RegExp(`^(?:https?:\\/\\/[^\\s\\\\]+)$|${MEDIA_IMAGE_PATH.source}`, 'i');
/** The embed player's address of one video: nothing else may load in a frame. */
export const RICH_TEXT_VIDEO = new RegExp(
  `^https://(?:${RICH_TEXT_VIDEO_HOSTS.map((host) => host.replaceAll('.', '\\.')).join('|')})/embed/[\\w-]{11}$`,
);
/** URL schemes per element, for the sanitizer's second look at every href and src. */
export const RICH_TEXT_SCHEMES = { a: ['http', 'https', 'mailto'], img: ['http', 'https'], iframe: ['https'] } as const;

// The colour buttons write hex (data-color) and the browser writes styles as rgb(); nothing else
// (no url(), expression(), var() or comments) can match.
const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\(\d{1,3}, ?\d{1,3}, ?\d{1,3}(?:, ?(?:0|1|0?\.\d{1,3}))?\))$/i;
const TEXT = /^[\s\S]*$/;
const NUMBER = /^\d{1,5}$/;
const HEADINGS = RICH_TEXT_HEADING_LEVELS.map((level) => `h${level}`);
const ALIGN = new RegExp(`^(?:${RICH_TEXT_ALIGNMENTS.join('|')})$`);

export const richTextFeatures = {
  // The document and its text: no element of their own.
  doc: {},
  text: {},
  // Enter: a paragraph; Shift+Enter: a line break.
  paragraph: { tags: { p: {} } },
  hardBreak: { tags: { br: {} } },
  // The level select.
  heading: { tags: Object.fromEntries(HEADINGS.map((tag) => [tag, {}])) },
  // The format buttons.
  bold: { tags: { strong: {} } },
  italic: { tags: { em: {} } },
  underline: { tags: { u: {} } },
  strike: { tags: { s: {} } },
  code: { tags: { code: {} } },
  // The text colour button: a span carrying the colour (textStyle is the span, color its style).
  textStyle: { tags: { span: {} } },
  color: { styles: { span: { color: COLOR } } },
  // The highlight button: a mark with its colour, and the text keeping the colour around it.
  highlight: {
    tags: { mark: { 'data-color': COLOR } },
    styles: { mark: { 'background-color': COLOR, color: /^inherit$/ } },
  },
  // The alignment buttons, on paragraphs and headings.
  textAlign: { styles: Object.fromEntries(['p', ...HEADINGS].map((tag) => [tag, { 'text-align': ALIGN }])) },
  // The list buttons (a numbered list pasted from elsewhere keeps its start and numbering type).
  bulletList: { tags: { ul: {} } },
  orderedList: { tags: { ol: { start: /^\d{1,9}$/, type: /^[1aAiI]$/ } } },
  listItem: { tags: { li: {} } },
  // The quote button.
  blockquote: { tags: { blockquote: {} } },
  // The link button: links open in a new tab without access to the admin's window.
  link: {
    tags: {
      a: {
        href: RICH_TEXT_LINK,
        target: /^_blank$/,
        rel: /^(?:noopener|noreferrer|nofollow)(?: (?:noopener|noreferrer|nofollow))*$/,
        title: TEXT,
      },
    },
  },
  // The image button (and resizing an image by its handles: width and height).
  image: { tags: { img: { src: RICH_TEXT_IMAGE, alt: TEXT, title: TEXT, width: NUMBER, height: NUMBER } } },
  // The video button: the embed player of one YouTube video.
  video: { tags: { iframe: { src: RICH_TEXT_VIDEO, title: TEXT, allowfullscreen: /^true$/ } } },
} as const satisfies Record<string, RichTextFeature>;

export type RichTextFeatureName = keyof typeof richTextFeatures;
