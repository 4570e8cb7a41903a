// The video library: see i18n/ru/video.ts.
import type { Catalog } from '../catalog';
import type { video as ru, videoResource as ruResource } from '../ru/video';

export const video = {
  addButton: 'Add a video',
  addTitle: 'New video',
  added: 'Video added',
  errorTitle: 'Error',
  addFailed: 'An error occurred while adding the video, please try again later.',
  saved: 'Data saved successfully',
  optionsFailed: 'The lists to pick from could not be loaded, please try again later',
  empty: 'No videos yet',
  expand: 'Expand video %{name}',
  collapse: 'Collapse video %{name}',
  add: 'Add: %{what}',
  exactHint: 'Pick from the list: only an exact name is added',
  load: 'Loading…',
  clinicDirections: 'Directions of clinic “%{name}” for this video',
  noDirections: 'The clinic has no directions',
  texts: {
    INTERVIEW: 'Interviews',
    CATALOGUE_AI: 'Reference catalogue',
    WEBINAR: 'Webinars',
    ARTICLE: 'Articles',
  },
} as const satisfies Catalog<typeof ru>;

export const videoResource = {
  name: 'Video |||| Video library',
  fields: {
    title: 'Title',
    url: 'YouTube link',
    description: 'Description',
    created: 'Created',
    updated: 'Updated',
    specialties: 'Directions',
    diseases: 'Specialisations',
    clinics: 'Clinics',
    doctors: 'Doctors',
  },
} as const satisfies Catalog<typeof ruResource>;
