// The clinic profile's pictures step (000 §3 "Clinic picture", §5, 001 §2 "Pictures"; section 3),
// hosted by the profile's wizard: the clinic's gallery (resources/clinics/mediaCalls.ts) as cards
// drawn by the view beside it (views/PictureCardsView.tsx: the main picture, visibility, captions in
// RU and EN, delete, the lightbox); pictures are added several at a time by the engine's upload,
// checked by every image upload's rule and compressed when large (000 §9: over 1 MiB, within
// 1920x1080, JPEG at quality 0.6).
import { type AnyScreen, defineResource } from '../../common/resource';

export const screens: AnyScreen[] = [
  defineResource({ type: 'object', properties: {} } as const, {
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
    form: { mode: 'modal', sections: [] },
    messages: { count: 'app.media.pictures.count', empty: 'app.media.pictures.empty', loadFailed: 'app.media.pictures.loadFailed' },
  }),
];
