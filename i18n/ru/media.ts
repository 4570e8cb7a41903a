// The clinic's pictures and logo steps and the upload queue (000 §5 upload rules, 001 §2, §9).
// Shown under `app.media.*`.
export const media = {
  title: 'Фотографии',
} as const;
