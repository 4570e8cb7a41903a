// The clinic doctors step: English texts of i18n/ru/doctors.ts.
export const doctors = {
  empty: 'The clinic has no doctors from the catalogue yet.',
  loadFailed: 'The doctors could not be loaded',
  failed: 'The change could not be saved',
  columns: {
    avatar: 'Photo',
    about: 'Specialty and summary',
    completeEdit: 'Review',
    hired: 'On staff',
    visible: 'On the site',
  },
  edit: 'Edit doctor %{name}',
  hired: "On the clinic's staff (from the catalogue): %{name}",
  visible: 'Show on the site (%{lang}): %{name}',
  states: { complete: 'reviewed', stale: 'translation outdated', incomplete: 'not reviewed' },
  stateOf: '%{section}, %{lang}: %{state}',
  sections: { base: 'Base', specialties: 'Specialties', description: 'Description' },
  dialogTitle: 'Doctor: %{name}',
  sectionsLabel: "Doctor's sections",
  preview: 'Preview',
  noSpecialties: 'The catalogue lists no specialties for this doctor.',
  specialtiesHint: "A doctor's specialties come from the catalogue; they can only be viewed here.",
  avatar: {
    cropTitle: "Cropping the doctor's photo",
    own: 'Own photo',
    catalogue: 'Catalogue photo',
    upload: 'Upload a photo',
    replace: 'Replace the photo',
    delete: 'Delete the photo',
    copy: 'Copy the photo from the catalogue',
    alt: 'Photo caption',
    altTitle: "Caption of the doctor's photo",
    altRU: 'Photo caption (RU)',
    altEN: 'Photo caption (EN)',
    rules: 'JPG, PNG, GIF or WebP; the photo is cropped square, at most 640×640.',
    deleteTitle: 'Delete the photo?',
    deleteText: "The doctor's own photo is deleted; the catalogue's photo stays, if there is one.",
    photoOf: 'Photo: %{name}',
  },
} as const;

export const doctorResources = {
  // The doctors step's declaration (resources/clinicDoctors): its table's title and the edit
  // modal's fields.
  clinicDoctors: {
    name: 'Clinic doctors',
    fields: {
      ll10n: { name: 'Doctor' },
      slug: 'URL (slug)',
      name: 'Full name',
      medicalDegree: 'Academic degree',
      shortDescription: 'Short description',
      specialty: 'Specialty',
      experience: 'Year practice began',
      languages: 'Languages (at most 10)',
      seoDescription: 'SEO description',
      keywords: 'Keywords',
      specialties: 'Specialties',
      description: 'Description',
    },
  },
} as const;
