// The Content-Disposition of a download under the name staff gave the file (RFC 6266): a plain
// ASCII `filename` for old clients and the exact name, Cyrillic included, as UTF-8 `filename*`.

/** RFC 5987's attr-char: what may stand unencoded in `filename*`. */
const encoded = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Non-ASCII, quotes, backslashes and control characters become `_` in the fallback. */
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

export function attachment(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encoded(name)}`;
}
