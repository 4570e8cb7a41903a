// A video's own fields and their rules (002 §2 "Video library", §3 "Video", §5 "Video link: Only
// valid YouTube links allowed"), shared by its schema (schemas/video.ts) and the video library's
// declaration (resources/video/index.ts). A module of its own, outside the schema registry: the
// declaration loads with the first page, and a registry schema would bring its precompiled
// validator there. The spec gives no lengths: ours follow the columns (docs/decisions.md "Video
// library").
export const videoProperties = {
  title: { type: 'string', text: { min: 1, max: 256 } },
  url: { type: 'string', text: { notblank: true, max: 256, format: 'video' } },
  description: { type: 'string', text: { max: 5000 } },
} as const;
