// Authors: see i18n/ru/authors.ts.
import type { Catalog } from '../catalog';
import type { authors as ru, authorsResource as ruResource } from '../ru/authors';
export const authors = {
  doctors: 'Doctors',
  editors: 'Editors',
  addDoctor: 'Add a doctor',
  addEditor: 'Add an editor',
  empty: 'No authors available',
  loadFailed: 'An error occurred while loading authors, please try again later',
  deleteFailed: 'An error occurred while deleting the author, please try again later',
  newDoctor: 'New author: doctor',
  newEditor: 'New author: editor',
  back: 'Back to the authors',
  photo: 'Photo',
  choosePhoto: 'Choose a photo',
  photoRules: 'GIF, JPG, JPEG, PNG or WebP, at most 5 MB',
  social: 'Social networks',
  edit: 'Edit author %{name}',
  remove: 'Delete author %{name}',
  saved: 'Data saved successfully',
} as const satisfies Catalog<typeof ru>;

export const authorsResource = {
  name: 'Author |||| Authors',
  fields: {
    thumb: 'Photo',
    photo: 'Photo',
    lastName: 'Last name',
    firstName: 'First name',
    patronymicName: 'Middle name',
    personDescription: 'About the author',
    link: 'Link',
    position: 'Position',
    description: 'Specialty',
    seniority: 'Experience',
    degree: 'Academic degree',
    clinic: 'Clinic',
    isDoctor: 'Doctor',
    socialNetworks: { VK: 'VK', FB: 'Facebook', OK: 'Odnoklassniki', LI: 'LinkedIn' },
  },
} as const satisfies Catalog<typeof ruResource>;
