// Validation messages in English: the spec's texts (000 §5, 002 §5 "Specific messages").
import type { Catalog } from '../catalog';
import type { validation as ru } from '../ru/validation';

export const validation = {
  check: {
    blank: 'Please, fill in the field',
    min: 'Min length is %{length}',
    max: 'Max length is %{length}',
    select: 'You have to choose something',
    maxitems: 'You can choose no more than %{length}',
    phone: 'Use only numbers, parentheses and +/- symbols',
    website: 'Use only letters, digits and allowed characters',
    video: 'Only valid YouTube links allowed',
    price: 'Enter the number in the range 1 to 9999999',
    link: 'Enter a link starting with http:// or https://',
    notBelow: 'The "to" price cannot be below the "from" price',
    rangeStart: 'Enter the "from" price first',
    experience: 'Enter the number between 1 and 99',
    year: 'Year of birth must be 4 digits',
    careerYear: 'Enter the year the practice began: 19xx or 20xx',
    age: 'Age must be between 19 and 80 years old',
    patientAge: 'Age is a whole number from 0 to 120',
    latitude: 'number in the format xx.xxxxxxx',
    longitude: 'number in the format xx.xxxxxxx',
    rating: 'number in the format x.xx from 0 to 5',
    slugTaken: 'This slug is already used',
    taken: 'This value is already used',
    duplicate: 'This link has already been added',
    sameAs: 'Values are not equal',
    invalid: 'Invalid value',
    day: 'Enter a date as DD.MM.YYYY',
    dayMin: 'The date cannot be earlier than %{day}',
    dayFuture: 'The date cannot be later than today',
    promoStart: 'The start date must be from today to one year ahead',
    promoEnd: 'The end date must be from tomorrow to one year ahead',
    promoEndBeforeStart: 'The end date must be later than the start date',
    promoTargets: 'Choose at least one direction or disease',
    ratingDigits: 'Digits only, 1 to 7 of them, no leading zero',
    dayWindow: 'The date must be within one year before or after today',
    characters:
      'The text contains characters that are not allowed (control characters or Unicode noncharacters): remove them or type the text again',
  },
  form: {
    email: {
      regex: 'Please, use the %{email} email format',
    },
    error: 'Form filled with errors',
    success: 'Data saved successfully',
    delete: { error: 'Could not delete the record' },
  },
  password: {
    notEqual: 'Passwords are not equal',
    linkInvalid: 'Restore link is not valid',
  },
} as const satisfies Catalog<typeof ru>;
