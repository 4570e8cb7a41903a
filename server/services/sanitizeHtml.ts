// Rich text (the clinic description) as the server stores it: a safe subset of HTML, so that the
// portal can show it as markup. Anything not allowed is dropped: unknown tags (their text stays),
// every attribute but a link's http(s)/mailto href, comments, and the content of script-like
// elements. A small scanner rather than a dependency: the subset is tiny and fixed.

const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote']);
/** Elements whose content is code or a foreign document, never text: dropped with the element. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'select',
]);
const VOID = new Set(['br']);

const TAG_START = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Readonly<Record<string, string>> = { quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

/** Text as HTML text: < and > escaped, & escaped unless it starts an entity. */
function escapeText(text: string): string {
  return text.replace(/[<>]|&/g, (char, offset: number) => {
    if (char === '<') return '&lt;';
    if (char === '>') return '&gt;';
    return ENTITY.test(text.slice(offset)) ? '&' : '&amp;';
  });
}

/** Character references a browser would decode in an attribute, so that the scheme check sees
 * what the browser will see (`javascript&#58;...` is not a safe link). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&(quot|apos|lt|gt|amp);/gi, (_, name: string) => NAMED[name.toLowerCase()]);
}

/** The link target if it is an absolute http(s) or mailto address, else undefined. */
function safeHref(attributes: string): string | undefined {
  for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
    if (name.toLowerCase() !== 'href') continue;
    const href = decodeAttribute(values.find((v) => v !== undefined) ?? '').trim();
    // Browsers strip tabs and newlines inside a URL, so they could only serve to disguise one.
    if (!/^(?:https?:\/\/|mailto:)/i.test(href) || Array.from(href).some((char) => char.charCodeAt(0) < 0x20)) return undefined;
    return href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  return undefined;
}

type Tag = { end: number; slash: string; name: string; attributes: string };

/**
 * The tag that starts at `at` (a '<' followed by a name, or '/' and a name), read up to its '>'
 * with quoted attribute values skipped whole, as a browser does. 'text' when the '<' starts no
 * tag; 'eof' when the tag never closes (a browser drops it and the rest). Every character is
 * read once, so hostile input (thousands of unclosed quotes) stays linear.
 */
function readTag(html: string, at: number): Tag | 'text' | 'eof' {
  const start = TAG_START.exec(html.slice(at, at + 64));
  if (!start) return 'text';
  let i = at + start[0].length;
  while (i < html.length) {
    const char = html[i];
    if (char === '>') return { end: i + 1, slash: start[1], name: start[2].toLowerCase(), attributes: html.slice(at + start[0].length, i) };
    if (char === '"' || char === "'") {
      const close = html.indexOf(char, i + 1);
      if (close < 0) return 'eof';
      i = close + 1;
    } else i++;
  }
  return 'eof';
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt !== at) {
      const end = lt < 0 ? html.length : lt;
      out += escapeText(html.slice(at, end));
      at = end;
      continue;
    }
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      at = close < 0 ? html.length : close + 3;
      continue;
    }
    if (/[!?]/.test(html.charAt(at + 1))) {
      const close = html.indexOf('>', at);
      at = close < 0 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, at);
    if (tag === 'eof') break;
    if (tag === 'text') {
      out += '&lt;';
      at += 1;
      continue;
    }
    at = tag.end;
    const { slash, name, attributes } = tag;
    if (!slash && DROPPED_WITH_CONTENT.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'gi');
      close.lastIndex = at;
      at = close.exec(html) ? close.lastIndex : html.length;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (slash) {
      // Close the element and any left open inside it; a stray end tag is dropped.
      const depth = open.lastIndexOf(name);
      while (depth >= 0 && open.length > depth) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes);
      // A link without a safe target is dropped; its text stays.
      if (href === undefined) continue;
      out += `<a href="${href}" rel="nofollow noopener noreferrer">`;
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
