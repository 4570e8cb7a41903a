// The clinic profile's pictures step (000 §3 "Clinic picture", §5, 001 §2 "Pictures"; section 3),
// hosted by the profile's wizard: the clinic's gallery (resources/clinics/mediaCalls.ts) as cards
// drawn by the view beside it (views/PictureCardsView.tsx: the main picture, visibility, the caption
// in the edit language, delete, the lightbox), each card's caption edited in the declared modal; pictures are added several at a time by the engine's upload,
// checked by every image upload's rule and compressed when large (000 §9: over 1 MiB, within
// 1920x1080, JPEG at quality 0.6).
import { type AnyScreen, defineResource } from '../../common/resource';

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
      list: {
        view: 'pictureCards',
        title: 'alt.{LANG}',
        columns: [],
        // As the call answers it: the main picture first.
        sort: { field: '', order: 'ASC' },
        upload: {
          call: 'uploadPicture',
          label: 'app.media.pictures.add',
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
      // A picture's caption in RU and EN (000 §5 "Picture alt text", 001 §7): checked in the browser by
      // the call's own body schema, saved by savePictureAlt with the clinic's hash; its history is
      // recorded as the pictures'.
      offers: ['update'],
      form: {
        mode: 'modal',
        schemaFor: async () => (await import('../../schemas/pictureAlt')).pictureAltSchema,
        historyEntity: 'pictures',
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
        count: 'app.media.pictures.count',
        empty: 'app.media.pictures.empty',
        loadFailed: 'app.media.pictures.loadFailed',
        edit: 'app.media.alt.title',
      },
    },
  ),
];
