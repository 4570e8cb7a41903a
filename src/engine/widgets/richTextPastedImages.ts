// Images pasted or dropped into rich text as files (a screenshot, a photo dragged from the desktop)
// become media library files (002 §7 POST /images/mediafile) and are inserted by the address the
// server answers, the only kind of local image the allow-list keeps (common/richText.ts).
import type { EditorOptions } from '@tiptap/core';

type EditorProps = NonNullable<EditorOptions['editorProps']>;
type View = Parameters<NonNullable<EditorProps['handlePaste']>>[0];

/** Stores one image; answers its address, or undefined when it was refused (and said so). */
export type ImageUploader = (file: File) => Promise<string | undefined>;

const imagesOf = (data: DataTransfer | null) => Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));

/** The editor's paste and drop handlers; other content is left to the editor. */
export function pastedImageProps(upload: ImageUploader): Pick<EditorProps, 'handlePaste' | 'handleDrop'> {
  const insert = async (view: View, files: File[], at?: number) => {
    for (const file of files) {
      const src = await upload(file);
      if (!src || view.isDestroyed) continue;
      const image = view.state.schema.nodes.image.create({ src });
      const position = at === undefined ? undefined : Math.min(at, view.state.doc.content.size);
      view.dispatch(position === undefined ? view.state.tr.replaceSelectionWith(image) : view.state.tr.insert(position, image));
    }
  };
  return {
    handlePaste: (view, event) => {
      const files = imagesOf(event.clipboardData);
      if (files.length === 0) return false;
      void insert(view, files);
      return true;
    },
    handleDrop: (view, event, _slice, moved) => {
      const files = moved ? [] : imagesOf(event.dataTransfer);
      if (files.length === 0) return false;
      void insert(view, files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
      return true;
    },
  };
}

/** A file as the data: URL the call's base64 field takes. */
export function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
