// Answers of the clinic profile's offer, promotions and OMS steps (001 §7): the step's form values
// for one edit language with the section's version, the clinic header and the completion marks;
// a save answers the marks (field errors come as top-level keys, 001 §8).
import { clinicHeader } from './clinicProfile';
import { completeEdit, exact, flag, integer, nullableInteger, nullableText, text, version } from './common';

const editLang = { enum: ['RU', 'EN'] } as const;
const richText = { type: 'string', description: 'Sanitised HTML.' } as const;

export const offerAnswer = exact({
  offer: exact({
    responseRate: { ...nullableInteger, description: 'Hours: 12, 24, 48, 168 or 672; null before the first save.' },
    priceSegment: { ...nullableText, description: 'LOW, MID, HIGH or PREMIUM; null when none is chosen.' },
    clinicOffer: richText,
    clinicAdv: richText,
    recommended: flag,
    locals: editLang,
    updated: version,
  }),
  clinic: clinicHeader,
  completeEdit,
});

export const promotionsAnswer = exact({
  promotions: exact({ specialOffer: richText, locals: editLang, updated: version }),
  clinic: clinicHeader,
  completeEdit,
});

/** The clinic's active OMS procedures and how many there are. */
export const omsAnswer = exact({ count: integer, oms: { type: 'array', items: exact({ code: text, name: text }) } });

/** A saved step whose errors would come as top-level keys: only the marks after the save. */
export const sectionSavedAnswer = exact({ completeEdit });
