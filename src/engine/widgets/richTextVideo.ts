// A YouTube video in rich text (000 §5 "Rich text editors allow image and video uploads"): the
// embed player of one video in an iframe, the only frame the allow-list (common/richText.ts) keeps.
import { Node } from '@tiptap/core';
import { RICH_TEXT_VIDEO } from '../../../common/richText';
import { textFormats } from '../../../schemas/formats';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts the player of the video at an embed address (see videoEmbedUrl). */
      setVideo: (src: string) => ReturnType;
    };
  }
}

const VIDEO_LINK = new RegExp(textFormats.video.pattern, 'u');
const VIDEO_ID = /(?:[?&]v=|\/embed\/|\/shorts\/|\/live\/|youtu\.be\/)([\w-]{11})/;

/** The privacy-enhanced player's address for a YouTube link the spec accepts, or undefined. */
export function videoEmbedUrl(link: string): string | undefined {
  const id = VIDEO_LINK.test(link) ? VIDEO_ID.exec(link)?.[1] : undefined;
  return id && `https://www.youtube-nocookie.com/embed/${id}`;
}

export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'iframe[src]', getAttrs: (element) => (RICH_TEXT_VIDEO.test(element.getAttribute('src') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    // A frame needs a title for screen readers; the page around it says what the video is.
    return ['iframe', { src: HTMLAttributes.src, title: 'YouTube', allowfullscreen: 'true' }];
  },
  addCommands() {
    return {
      setVideo:
        (src) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});
