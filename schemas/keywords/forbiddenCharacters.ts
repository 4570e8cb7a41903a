// The characters no text of a form may hold (issue 22 point 2), the `text` rule's first check:
// control characters (Unicode's Cc: C0 and C1, and DEL) except tab, line feed and carriage return,
// lone surrogates (a surrogate that is not half of a pair) and noncharacters (U+FDD0-U+FDEF and the
// last two code points of every plane, U+FFFE and U+FFFF among them). Nobody types them: they come
// in pasted from other programs or in hand-made requests, show as nothing, and XML 1.0 cannot hold
// most of them (a report or export that meets one is not well-formed).
// Rich text is checked by the same rule, so a numeric character reference to one of them (&#1;,
// &#xFFFF;) is refused as well: the rich-text sanitiser decodes references into the characters.

/** The second halves of each plane's noncharacters, U+xFFFE and U+xFFFF, as decimal numbers. */
const PLANE_ENDS = Array.from({ length: 17 }, (_, plane) => [plane * 0x10000 + 0xfffe, plane * 0x10000 + 0xffff]).flat();

/** The forbidden code points as decimal numbers (1 to 8, 11, 12, 14 to 31, 127 to 159, 64976 to
 * 65007, the plane ends), leading zeros allowed, up to where the number ends. */
const DECIMAL = `0*(?:[1-8]|1[124-9]|2\\d|3[01]|12[7-9]|1[3-5]\\d|6497[6-9]|649[89]\\d|6500[0-7]|${PLANE_ENDS.join('|')})(?!\\d)`;
/** The same in hexadecimal: 1 to 8, B, C, E to 1F, 7F to 9F, FDD0 to FDEF, (1 to 10)FFFE and FFFF. */
const HEX =
  '[xX]0*(?:[1-8bBcCeEfF]|1[\\da-fA-F]|7[fF]|[89][\\da-fA-F]|[fF][dD][dDeE][\\da-fA-F]|(?:[\\da-fA-F]|10)?[fF]{3}[eEfF])(?![\\da-fA-F])';

/** Matches a forbidden character, or a numeric character reference to one (with the `u` flag). */
export const FORBIDDEN_CHARACTERS = `(?![\\t\\n\\r])[\\p{Cc}\\p{Cs}\\p{Noncharacter_Code_Point}]|&#(?:${DECIMAL}|${HEX})`;
