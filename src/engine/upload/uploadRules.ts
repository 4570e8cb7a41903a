// Which pictures are compressed in the browser before they are sent (000 §9), and how; which files
// are accepted at all is every image upload's rule (src/engine/crop/imageRules.ts).
const COMPRESS_ABOVE_BYTES = 1_048_576;
export const COMPRESS_QUALITY = 0.6;
export const COMPRESS_MAX = { width: 1920, height: 1080 } as const;

export const needsCompression = (file: Pick<File, 'size'>) => file.size > COMPRESS_ABOVE_BYTES;
