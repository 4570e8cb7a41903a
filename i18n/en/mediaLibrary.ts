// The media library's texts in English (i18n/ru/mediaLibrary.ts is the source).
import type { Catalog } from '../catalog';
import type { mediaLibrary as ru, mediaLibraryResource as ruResource } from '../ru/mediaLibrary';

export const mediaLibrary = {
  upload: 'Upload image',
  rules: 'GIF, JPG, PNG or WebP, 1 KB to 10 MB. The image is cropped to 3:2 and reduced to 960×640.',
  empty: 'The media library has no images yet',
  loadFailed: 'The media library could not be loaded',
  size: '%{width}×%{height}px',
  noAlt: 'No description',
  open: 'Open image %{id} full size',
  edit: 'Edit image %{id}',
  remove: 'Delete image %{id}',
  select: 'Select image %{id}',
  crop: {
    title: 'Crop the image',
    hint: 'Select the area of the image: 3:2, at most 960×640 in the end.',
  },
  editor: {
    title: 'Image %{id}',
    alt: 'Description (alt)',
    hint: 'Search engines and people who cannot see the image read its description.',
    usedBy: 'Used by articles',
    usedByMore: 'Shown: %{shown} of %{total}',
    notUsed: 'No article uses this image',
    usedByFailed: 'The list of articles could not be loaded',
    article: '%{name} (%{typ}, %{locals})',
  },
  removeDialog: {
    title: 'Delete the image?',
    text: 'The file disappears from the media library and the site. An image that articles use cannot be deleted.',
  },
  picker: {
    title: 'Choose an image from the media library',
  },
  richText: {
    insert: 'Image from the media library',
    uploading: 'Uploading the pasted image…',
  },
} as const satisfies Catalog<typeof ru>;

export const mediaLibraryResource = {
  name: 'Media file |||| Media library',
  fields: {
    id: 'ID',
    link: 'Link',
    alt: 'Description',
    frame: 'Size',
    size: 'File size',
    thumbnail: 'Thumbnail',
    created: 'Created',
    name: 'File',
    xsize: 'Width',
    ysize: 'Height',
  },
} as const satisfies Catalog<typeof ruResource>;
