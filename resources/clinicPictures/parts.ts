// The clinic profile's pictures step (000 §3 "Clinic picture", §5, 001 §2 "Pictures"; section 3),
// hosted by the profile's wizard: the clinic's gallery (resources/clinics/mediaCalls.ts) as the
// engine's cards, the main one first: each picture opens the gallery's lightbox, with its badges
// (main, hidden and faded, from the catalogue), its caption in the edit language, its frame and
// size, the visibility switch, "make main", the caption modal and the delete after a confirmation;
// each change answers the whole gallery, which is shown without a second read. Pictures are added
// several at a time by the engine's upload, checked by every image upload's rule and compressed
// when large (000 §9: over 1 MiB, within 1920x1080, JPEG at quality 0.6).
import { type AnyScreen, defineResource } from '../../common/resource';

const own = (key: string) => `app.media.pictures.${key}`;
const hidden = { equals: { visible: false } };

export const screens: AnyScreen[] = [
  defineResource(
    {
      type: 'object',
      // The caption modal's fields (its rules: the call's body schema, schemas/pictureAlt.ts).
      properties: { thumb: { type: 'string' }, RU: { type: 'string' }, EN: { type: 'string' } },
    } as const,
    {
      name: 'clinicPictures',
      path: '/admin/clinics/profile/:hash/pictures',
      roles: ['ADMIN'],
      hostedBy: 'clinicProfile',
      // The caption's save (savePictureAlt, with the clinic's hash); the other changes are calls of
      // the cards, and the delete is deletePicture's.
      offers: ['update'],
      list: {
        view: 'cards',
        title: 'alt.{LANG}',
        card: {
          media: {
            source: 'url',
            display: 'lightbox',
            options: { thumb: 'thumb', caption: 'alt.{LANG}', open: own('open'), title: 'app.media.lightbox.title' },
          },
          badges: [
            { label: own('main'), when: { equals: { mainImg: true } }, primary: true },
            { label: own('hidden'), when: hidden },
            { label: own('imported'), when: { differs: { origId: null } } },
          ],
          dimWhen: hidden,
          untitled: own('noAlt'),
        },
        columns: [
          {
            source: 'width',
            display: 'message',
            label: own('frame'),
            options: { message: own('frameSize'), values: { width: 'width', height: 'height' }, nowrap: true },
          },
          { source: 'size', display: 'bytes' },
        ],
        toggles: [{ source: 'visible', call: 'togglePicture', id: 'id', withRoute: true, boolean: true, switch: true }],
        rowCalls: [{ call: 'setMainPicture', id: 'id', label: own('setMain'), doneWhen: { equals: { mainImg: true } } }],
        deleteCall: 'deletePicture',
        answers: 'images',
        // As the call answers it: the main picture first.
        sort: { field: '', order: 'ASC' },
        upload: {
          call: 'uploadPicture',
          label: own('add'),
          files: {
            accepts: 'images',
            texts: {
              title: 'app.media.upload.title',
              choose: 'app.media.upload.choose',
              drop: 'app.media.upload.drop',
              rules: 'app.media.upload.rules',
            },
            compress: { above: 1_048_576, max: { width: 1920, height: 1080 }, quality: 0.6 },
          },
        },
      },
      // A picture's caption in RU and EN (000 §5 "Picture alt text", 001 §7): checked in the browser
      // by the call's own body schema, saved by savePictureAlt with the clinic's hash; its history is
      // recorded as the pictures'.
      form: {
        mode: 'modal',
        schemaFor: async () => (await import('../../schemas/pictureAlt')).pictureAltSchema,
        historyEntity: 'pictures',
        lift: { RU: 'alt.RU', EN: 'alt.EN' },
        sections: [
          {
            hint: 'app.media.alt.hint',
            fields: [
              { source: 'thumb', widget: 'picture' },
              { source: 'RU', widget: 'textarea', label: 'app.media.alt.RU', options: { counter: true } },
              { source: 'EN', widget: 'textarea', label: 'app.media.alt.EN', options: { counter: true } },
            ],
          },
        ],
      },
      messages: {
        count: own('count'),
        empty: own('empty'),
        loadFailed: own('loadFailed'),
        edit: 'app.media.alt.title',
        editButton: own('editAlt'),
        remove: own('delete'),
        removeTitle: own('deleteTitle'),
        removeText: own('deleteText'),
      },
    },
  ),
];
