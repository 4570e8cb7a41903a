// The media library (001 §2 "Media library", 002 §2 /admin/media in the menu of the content staff,
// the REDACTOR's at /redactor/media: docs/decisions.md "The REDACTOR role"): a declaration. The
// files newest first, 50 a page (002 §9), the page in the address; an image is added by the upload
// button through the app's one crop step (3:2, at most 960x640, 001 §9); a file's edit modal
// changes its alt and lists the articles that use it; a file that an article uses is refused on
// delete with the spec's alert (001 §8), and skipped when deleted with others selected (issue 27
// point 3). The same list picks an image for the rich-text editor, the
// article editor and the SEO pages (src/engine/list/PickerDialog.tsx).
import { type AnyScreen, bulkSpecs, defineResource } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { mediaAltProperty } from '../../schemas/fields/mediaFile';

const label = (field: string) => `resources.mediafiles.fields.${field}`;
const own = (key: string) => `app.mediaLibrary.${key}`;

export const screens: AnyScreen[] = [
  defineResource({ type: 'object', properties: { id: { type: 'integer' }, thumb: { type: 'string' }, alt: mediaAltProperty } } as const, {
    name: 'mediafiles',
    path: '/admin/media',
    roles: [...CONTENT_STAFF],
    paths: { REDACTOR: '/redactor/media' },
    // Served by the declared calls of calls.ts (server/routes/mediaLibrary.ts); a file is added by
    // its upload, not by a form.
    offers: ['update', 'delete'],
    list: {
      view: 'table',
      title: 'id',
      columns: [
        { source: 'url', display: 'link', label: label('link') },
        { source: 'alt', options: { empty: own('noAlt') } },
        {
          source: 'xsize',
          display: 'message',
          label: label('frame'),
          options: { message: own('size'), values: { width: 'xsize', height: 'ysize' }, nowrap: true },
        },
        { source: 'size', display: 'bytes' },
        { source: 'thumb', display: 'thumbnail', label: label('thumbnail'), options: { full: 'url', caption: 'alt', open: own('open') } },
        { source: 'created', display: 'datetime' },
      ],
      // Selected files deleted at once; one an article uses is skipped with the delete's refusal.
      bulk: bulkSpecs('mediafiles', ['delete']),
      // The server's order (newest first): the call takes none.
      sort: { field: 'id', order: 'DESC' },
      perPage: 50,
      upload: {
        call: 'uploadMediaFile',
        label: own('upload'),
        rules: own('rules'),
        cropTitle: own('crop.title'),
        cropHint: own('crop.hint'),
        crop: { aspectRatio: 1.5, max: { width: 960, height: 640 }, quality: 0.9 },
      },
    },
    form: {
      mode: 'modal',
      schemaFor: async () => (await import('../../schemas/mediaFileAlt')).mediaFileAltSchema,
      sections: [
        {
          hint: own('editor.hint'),
          fields: [
            { source: 'thumb', widget: 'picture', label: label('thumbnail') },
            { source: 'alt', widget: 'textarea', label: own('editor.alt'), options: { counter: true } },
            // The articles that use it (001 §2), the first 20 and how many there are.
            {
              source: 'id',
              widget: 'listed',
              options: {
                call: 'listArticles',
                input: { mediaId: 'id' },
                params: { page: 0, size: 20 },
                items: 'slice',
                total: 'total',
                item: { message: own('editor.article'), values: { name: 'name', typ: 'typ', locals: 'locals' } },
                heading: own('editor.usedBy'),
                empty: own('editor.notUsed'),
                failed: own('editor.usedByFailed'),
                more: own('editor.usedByMore'),
              },
            },
          ],
        },
      ],
    },
    messages: {
      empty: own('empty'),
      loadFailed: own('loadFailed'),
      edit: own('editor.title'),
      editButton: own('edit'),
      select: own('select'),
      remove: own('remove'),
      removeTitle: own('removeDialog.title'),
      removeText: own('removeDialog.text'),
      // 001 §8: any refusal of a delete (an article uses the file, or the call failed).
      deleteFailed: 'form.delete.error',
    },
  }),
];
