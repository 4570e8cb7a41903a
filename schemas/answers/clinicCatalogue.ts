// Answers of the specialties, services and prices steps (001 §3, §7): the active catalogue by
// category, the clinic's choices, and one entry's or category's texts in the edit language.
import { byLang, completeEdit, exact, flag, integer, integerList, nullableInteger, text, textList, version } from './common';

const editLang = { enum: ['RU', 'EN'] } as const;
const names = byLang(text);
const languages = { type: 'array', items: editLang, description: 'The languages whose text is filled.' } as const;

const entry = exact({ id: integer, name: names, important: flag });
const entries = { type: 'array', items: entry } as const;
/** The key of a category's entries is its kind's (typed as that key, not as any string). */
const category = <const SetKey extends 'specialtySet' | 'serviceSet'>(setKey: SetKey) =>
  ({
    type: 'array',
    items: exact({ id: integer, name: names, active: flag, medical: flag, ...({ [setKey]: entries } as Record<SetKey, typeof entries>) }),
  }) as const;

export const activeSpecialtiesAnswer = category('specialtySet');
export const activeServicesAnswer = category('serviceSet');

export const selectedAnswer = exact({
  spec: {
    type: 'array',
    items: exact({
      sid: integer,
      selected: flag,
      active: flag,
      important: flag,
      price: { ...nullableInteger, description: 'The catalogue price example, roubles.' },
      lprice: { ...nullableInteger, description: "The clinic's own price from, roubles." },
      lpriceEnd: { ...nullableInteger, description: "The clinic's own price to, roubles." },
      ldescription: languages,
      domestic: flag,
      exterior: flag,
    }),
  },
  cat: { type: 'array', items: exact({ cid: integer, selected: flag, ldescription: languages, videoLinks: textList }) },
  childrenCategories: integerList,
  omsCategories: integerList,
  omsDescription: { ...text, description: 'Sanitised HTML: the OMS treatment text.' },
  childrenDescription: { ...text, description: 'Sanitised HTML: the children treatment text.' },
});

const richText = { ...text, description: 'Sanitised HTML.' } as const;
export const specialtyTextsAnswer = exact({ locals: editLang, sid: integer, specialty: richText, updated: version });
export const serviceTextsAnswer = exact({ locals: editLang, sid: integer, specialty: richText, priceL10n: text, updated: version });
export const categoryTextsAnswer = exact({ locals: editLang, cid: integer, category: richText, videoLinks: textList, updated: version });

/** A saved write: the marks after it. */
export const catalogueSavedAnswer = exact({ completeEdit });
