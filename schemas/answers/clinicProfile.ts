// Answers of the clinic profile editor's first steps (000 §7): each step's form values for one
// edit language, the clinic header the frame shows and the completion marks of both languages.
import {
  byLang,
  completeEdit,
  exact,
  integer,
  integerList,
  listL10n,
  nullableInteger,
  nullableText,
  text,
  textList,
  version,
} from './common';

const editLang = { enum: ['RU', 'EN'] } as const;
/** Decimals as text in the form's own format, so that an unchanged value passes when sent back. */
const decimalText = nullableText;

export const clinicHeader = exact({ id: integer, hash: text, state: { enum: ['ACTIVE', 'DISABLED'] }, ll10n: listL10n });

export const baseAnswer = exact({
  base: exact({
    slug: text,
    name: text,
    shortName: text,
    city: text,
    address: text,
    phone: text,
    email: text,
    website: text,
    region: nullableInteger,
    citySelect: nullableInteger,
    cityIdList: integerList,
    latitude: decimalText,
    longitude: decimalText,
    rating: decimalText,
    timeZone: nullableText,
    languages: textList,
    locals: editLang,
    updated: version,
  }),
  langs: { type: 'array', items: exact({ id: text, name: text }) },
  cities: { type: 'array', items: exact({ id: integer, name: byLang(text), region: integer }) },
  videoLinks: textList,
  clinic: clinicHeader,
  completeEdit,
});

export const additionalAnswer = exact({
  additional: exact({
    accrList: textList,
    accreditation: text,
    airportAddress: text,
    airportWay: text,
    placement: text,
    description: { type: 'string', description: 'Sanitised HTML.' },
    seoDescription: text,
    keywords: text,
    locals: editLang,
    updated: version,
  }),
  clinic: clinicHeader,
  completeEdit,
});

/** A saved step: no field errors, and the marks after the save. */
export const stepSavedAnswer = exact({ error: { type: 'object', additionalProperties: false }, completeEdit });

export const approvedAnswer = exact({ completeEdit });

/** Russia's zones; any other country has none. */
export const timeZonesAnswer = { type: 'array', items: exact({ id: text, name: text }) } as const;
