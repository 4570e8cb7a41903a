// Rich text as the server stores it: sanitize-html configured from the one allow-list that the
// editor's toolbar is built from (common/richText.ts). What the editor writes comes back byte for
// byte; anything else is dropped: other elements (their text stays, except for script-like ones),
// other attributes, attribute values and style declarations that do not match their pattern,
// frames from other hosts, comments.
import sanitize from 'sanitize-html';
import { RICH_TEXT_SCHEMES, RICH_TEXT_VIDEO_HOSTS, type RichTextFeature, richTextFeatures, type StyleRules } from '../../common/richText';

type PerTag = Readonly<Record<string, Readonly<Record<string, RegExp>>>>;

/** The features' entries merged per element. */
function merged(pick: (feature: RichTextFeature) => PerTag | undefined): Record<string, Record<string, RegExp>> {
  const byTag: Record<string, Record<string, RegExp>> = {};
  for (const feature of Object.values<RichTextFeature>(richTextFeatures)) {
    for (const [tag, rules] of Object.entries(pick(feature) ?? {})) byTag[tag] = { ...byTag[tag], ...rules };
  }
  return byTag;
}

const TAGS = merged((feature) => feature.tags);
const STYLES = merged((feature) => feature.styles);
/** Elements that mean nothing without their address: dropped (their text stays) when it is refused. */
const NEEDS = { a: 'href', img: 'src', iframe: 'src' } as const;
/** Targets that open a new tab must not hand it the admin's window. */
const NEW_TAB_REL = ['noopener', 'noreferrer'];

/** The declarations of a style attribute whose property and whole value are allowed, written as
 * the browser writes them ("color: rgb(1, 2, 3); text-align: center;"). A value can hold no `;`
 * that the patterns accept, so splitting on it loses nothing allowed. */
function allowedStyle(rules: StyleRules, style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (colon > 0 && Object.hasOwn(rules, property) && rules[property].test(value)) kept.push(`${property}: ${value};`);
  }
  return kept.join(' ');
}

/** Each attribute kept only when its decoded value matches its pattern. */
function keepAllowedValues(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const rules = Object.hasOwn(TAGS, tagName) ? TAGS[tagName] : {};
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'style' && Object.hasOwn(STYLES, tagName)) {
      const style = allowedStyle(STYLES[tagName], value);
      if (style) kept.style = style;
    } else if (Object.hasOwn(rules, name) && rules[name].test(value)) kept[name] = value;
  }
  if (kept.target) {
    const rel = new Set((kept.rel ?? '').split(' ').filter(Boolean));
    kept.rel = [...rel, ...NEW_TAB_REL.filter((token) => !rel.has(token))].join(' ');
  }
  return { tagName, attribs: kept };
}

const options: sanitize.IOptions = {
  allowedTags: Object.keys(TAGS),
  allowedAttributes: Object.fromEntries(
    Object.entries(TAGS).map(([tag, rules]) => [tag, [...Object.keys(rules), ...(Object.hasOwn(STYLES, tag) ? ['style'] : [])]]),
  ),
  // Older or pasted markup says the same with other tags: written as the editor reads them.
  transformTags: { b: 'strong', i: 'em', strike: 's', del: 's', '*': keepAllowedValues },
  // Styles are filtered above, against the same patterns, so that they keep the editor's spelling.
  parseStyleAttributes: false,
  // A second look at every address, by sanitize-html's own rules.
  allowedSchemes: [...RICH_TEXT_SCHEMES.a],
  allowedSchemesByTag: { img: [...RICH_TEXT_SCHEMES.img], iframe: [...RICH_TEXT_SCHEMES.iframe] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...RICH_TEXT_VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  exclusiveFilter: (frame) =>
    Object.hasOwn(NEEDS, frame.tag) && !frame.attribs[NEEDS[frame.tag as keyof typeof NEEDS]] ? 'excludeTag' : false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code, a foreign document or a fallback, never text of the page.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'title',
    'svg',
    'math',
    'object',
    'embed',
  ],
};

export function sanitizeHtml(html: string): string {
  return (
    sanitize(html, options)
      // sanitize-html closes void elements XHTML-style and writes a no-break space as the
      // character; the editor writes `<br>` and `&nbsp;`. Attribute values and text are escaped
      // (no raw `>` in them), so ` />` can only end a tag.
      .replaceAll(' />', '>')
      .replaceAll('\u00a0', '&nbsp;')
  );
}
