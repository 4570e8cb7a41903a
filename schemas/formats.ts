// The named formats of the `text` rule (`text: { format: 'email' }`): a pattern that the trimmed
// text must match when it is not empty, and the message key (with params) reported otherwise.
// Patterns are compiled with the `u` flag, so \p{L} matches Cyrillic letters too.

export interface TextFormat {
  readonly pattern: string;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

// Domain labels of letters and digits with inner hyphens; the last label is the top-level domain.
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
// Characters a link's path, query or fragment may carry (RFC 3986 plus letters of any script).
const URL_TAIL = "(?:[/?#][\\p{L}\\p{N}._~:/?#\\[\\]@!$&'()*+,;=%-]*)?";
const YOUTUBE_ID = '[\\w-]{11}';

export const textFormats = {
  // name@domain with a top-level domain of 2 to 8 letters (000 §5 "Login").
  email: {
    pattern: `^[\\p{L}\\p{N}._%+-]+@(?:${LABEL}\\.)+\\p{L}{2,8}$`,
    key: 'form.email.regex',
    params: { email: 'name@domain.com' },
  },
  // International style: an optional +, then 5 to 15 digits grouped by spaces, parentheses or -.
  phone: { pattern: '^\\+?[\\s(]*\\d(?:[\\s()-]*\\d){4,14}[\\s)]*$', key: 'check.phone' },
  // A site address, with or without http(s)://; punycode top-level domains (xn--p1ai) too.
  website: {
    pattern: `^(?:https?://)?(?:${LABEL}\\.)+(?:\\p{L}{2,}|xn--[\\p{L}\\p{N}-]+)(?::\\d{1,5})?${URL_TAIL}$`,
    key: 'check.website',
  },
  // A link to any site, with its http:// or https:// scheme (001 §5: a category's video links).
  link: {
    pattern: `^https?://(?:${LABEL}\\.)+(?:\\p{L}{2,}|xn--[\\p{L}\\p{N}-]+)(?::\\d{1,5})?${URL_TAIL}$`,
    key: 'check.link',
  },
  // YouTube only, as the message says: watch, embed, shorts and live links, and youtu.be.
  video: {
    pattern: `^(?:https?://)?(?:(?:www|m)\\.)?(?:youtube\\.com/(?:watch\\?(?:[^#\\s]*&)?v=|embed/|shorts/|live/)|youtube-nocookie\\.com/embed/|youtu\\.be/)${YOUTUBE_ID}(?:[?&#]\\S*)?$`,
    key: 'check.video',
  },
  // Up to 3 digits, a dot, 1 to 8 digits (000 §5), within the valid range of the coordinate.
  latitude: { pattern: '^-?(?:[0-8]?\\d\\.\\d{1,8}|90\\.0{1,8})$', key: 'check.latitude' },
  longitude: {
    pattern: '^-?(?:(?:1[0-7]\\d|\\d{1,2})\\.\\d{1,8}|180\\.0{1,8})$',
    key: 'check.longitude',
  },
  // 0 to 5 with up to 2 decimals.
  rating: { pattern: '^(?:[0-4](?:\\.\\d{1,2})?|5(?:\\.0{1,2})?)$', key: 'check.rating' },
  // 1 to 9999999: 1 to 7 digits, no leading zero.
  price: { pattern: '^[1-9]\\d{0,6}$', key: 'check.price' },
  // Years of experience, 1 to 99.
  experience: { pattern: '^[1-9]\\d?$', key: 'check.experience' },
  // A year of birth: 19xx or 20xx.
  year: { pattern: '^(?:19|20)\\d{2}$', key: 'check.year' },
} as const satisfies Record<string, TextFormat>;

export type TextFormatName = keyof typeof textFormats;
