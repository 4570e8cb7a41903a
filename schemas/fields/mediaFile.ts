// A media file's alt text (001 §5 "Media alt: max 256"), shared by its schema (schemas/mediaFileAlt.ts)
// and the media library's declaration (resources/mediafiles/index.ts). A module of its own, outside
// the schema registry: the declaration loads with the first page, and a registry schema would bring
// its precompiled validator there. A blank alt is allowed, as on pictures.
export const mediaAltProperty = { type: 'string', text: { max: 256 } } as const;
