// The clinic profile's documents step (001 §2 "Documents", §3 "Free file", §9; section 5), hosted
// by the profile's wizard: the clinic's free files (resources/clinics/documentCalls.ts), newest
// first, each with its type icon, its name as the download link (catalogue files marked), its size
// in base-1000 units, when it was added, the image preview, the visibility switch and, for files
// uploaded here only (origId null), the delete after a confirmation; files are added several at a
// time, checked by extension and size before they are sent (the server judges the content).
import { PREVIEWABLE_EXTENSIONS } from '../../common/documents';
import { DOCUMENT_RULES } from '../../common/fileRules';
import { type AnyScreen, defineResource } from '../../common/resource';

/** 001 §9 "File icons": PDF, XLS, XLSX, TXT, DOC, DOCX, ZIP, RAR, other, coloured by family (white
 * text on each has a contrast of at least 4.5:1). */
const FAMILY = { pdf: '#c62828', word: '#1565c0', excel: '#2e7d32', text: '#546e7a', archive: '#795548', other: '#5e5e5e' };
export const FILE_ICONS = {
  colors: {
    pdf: FAMILY.pdf,
    doc: FAMILY.word,
    docx: FAMILY.word,
    xls: FAMILY.excel,
    xlsx: FAMILY.excel,
    txt: FAMILY.text,
    zip: FAMILY.archive,
    rar: FAMILY.archive,
  },
  other: FAMILY.other,
};

export const screens: AnyScreen[] = [
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'clinicDocuments',
    path: '/admin/clinics/profile/:hash/documents',
    roles: ['ADMIN'],
    hostedBy: 'clinicProfile',
    // The delete of a file uploaded here (deleteFreeFile); nothing is added or edited by a form.
    offers: ['delete'],
    list: {
      view: 'table',
      leading: [{ source: 'fileType', display: 'fileIcon', options: FILE_ICONS }],
      title: 'name',
      // The name downloads the file under that name; a catalogue file is marked (it may only be hidden).
      titleDisplay: 'lines',
      titleOptions: {
        row: true,
        lines: [
          { source: 'url', display: 'link', options: { text: 'name', download: true, title: 'app.documents.download' } },
          {
            source: 'origId',
            display: 'chip',
            options: { key: () => 'app.documents.catalogue', hint: 'app.documents.catalogueHint' },
            when: { differs: { origId: null } },
          },
        ],
      },
      columns: [
        { source: 'size', display: 'bytes', options: { base: 1000 } },
        { source: 'created', display: 'datetime' },
        {
          source: 'url',
          display: 'lightbox',
          options: {
            caption: 'name',
            when: PREVIEWABLE_EXTENSIONS.map((fileType) => ({ equals: { fileType } })),
            open: 'app.documents.preview',
            title: 'app.documents.previewTitle',
          },
        },
      ],
      toggles: [
        {
          source: 'visible',
          call: 'toggleFreeFile',
          id: 'id',
          withRoute: true,
          boolean: true,
          switch: true,
          name: 'app.documents.visible',
        },
      ],
      // A catalogue file may only be hidden.
      removable: { equals: { origId: null } },
      sort: { field: 'created', order: 'DESC' },
      upload: {
        call: 'uploadFreeFile',
        label: 'app.documents.add',
        files: {
          accepts: DOCUMENT_RULES,
          texts: {
            title: 'app.documents.upload.title',
            choose: 'app.documents.upload.choose',
            drop: 'app.documents.upload.drop',
            rules: 'app.documents.upload.rules',
          },
        },
      },
    },
    form: { mode: 'modal', sections: [] },
    messages: {
      count: 'app.documents.count',
      empty: 'app.documents.empty',
      loadFailed: 'app.documents.loadFailed',
      remove: 'app.documents.delete',
      removeTitle: 'app.documents.deleteTitle',
      removeText: 'app.documents.deleteText',
    },
  }),
];
