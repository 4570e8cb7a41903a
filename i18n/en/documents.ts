// The clinic's documents step (001 §2 "Documents", §9), in English; keys as in i18n/ru/documents.ts.

import type { Catalog } from '../catalog';
import type { documents as ru, documentsResource as ruResource } from '../ru/documents';

export const documents = {
  add: 'Add documents',
  count: '%{smart_count} file |||| %{smart_count} files',
  empty: 'No documents yet. Add a licence, a price list or a patient leaflet.',
  loadFailed: 'The documents could not be loaded',
  catalogue: 'From the catalogue',
  catalogueHint: 'A catalogue file cannot be deleted, only hidden',
  download: 'Download %{name}',
  visible: 'Show on the site: %{name}',
  preview: 'Preview the image %{name}',
  delete: 'Delete the document %{name}',
  deleteTitle: 'Delete the document?',
  deleteText: 'The file “%{name}” will disappear from the clinic profile and the site. This cannot be undone.',
  previewTitle: 'Image preview',
  upload: {
    title: 'Add documents',
    choose: 'Choose files',
    drop: 'Drop files here or press “Choose files”',
    rules: 'PDF, DOC, DOCX, XLS, XLSX, TXT, ZIP, RAR, 7Z or images (JPG, PNG, GIF, WebP), up to 20 MB. The type is checked by content.',
  },
} satisfies Catalog<typeof ru>;

export const documentsResource = {
  name: 'Document |||| Documents',
  fields: { fileType: 'Type', name: 'File', size: 'Size', created: 'Added', url: 'Preview', visible: 'On the site' },
} satisfies Catalog<typeof ruResource>;
