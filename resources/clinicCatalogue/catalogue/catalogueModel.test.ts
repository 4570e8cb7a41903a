import { describe, expect, it } from 'vitest';
import { type ActiveCategory, categoryViews, type Selections } from './catalogueModel';

/** The specialties step's flags, as its declaration names them. */
const FLAGS = [
  { name: 'oms', categories: 'omsCategories' },
  { name: 'children', categories: 'childrenCategories' },
] as const;
const names = (RU: string, EN = '') => ({ RU, EN });
const catalogue: ActiveCategory[] = [
  {
    id: 1,
    name: names('Кардиология', 'Cardiology'),
    medical: true,
    specialtySet: [
      { id: 10, name: names('Аритмия', 'Arrhythmia'), important: false },
      { id: 11, name: names('Гипертония'), important: false },
    ],
  },
  {
    id: 2,
    name: names('Неврология', 'Neurology'),
    medical: true,
    specialtySet: [{ id: 20, name: names('Мигрень', 'Migraine'), important: false }],
  },
];
const clinic: Selections = {
  spec: [
    { sid: 10, selected: true, price: 900, lprice: 1000, lpriceEnd: 2000, ldescription: ['RU'] },
    { sid: 20, selected: false, price: null, lprice: 5, lpriceEnd: null, ldescription: [] },
  ],
  cat: [{ cid: 1, selected: true, ldescription: ['EN'], videoLinks: [] }],
  childrenCategories: [2],
  omsCategories: [1],
  omsDescription: '',
  childrenDescription: '',
};

describe('categoryViews', () => {
  it('joins the catalogue with the clinic rows and counts the selected entries', () => {
    const [cardiology, neurology] = categoryViews(catalogue, clinic, 'EN', false, FLAGS);
    expect(cardiology).toMatchObject({ name: 'Cardiology', selectedCount: 1, flags: { oms: true, children: false }, described: ['EN'] });
    expect(cardiology.entries).toEqual([
      { id: 10, name: 'Arrhythmia', selected: true, example: 900, price: 1000, priceEnd: 2000, described: ['RU'] },
      // No English name: the Russian one rather than nothing.
      { id: 11, name: 'Гипертония', selected: false, example: null, price: null, priceEnd: null, described: [] },
    ]);
    expect(neurology).toMatchObject({ selectedCount: 0, flags: { oms: false, children: true }, described: [] });
  });

  it('lists only the selected entries, and only categories holding some, for the prices step', () => {
    const views = categoryViews(catalogue, clinic, 'RU', true, FLAGS);
    expect(views.map((c) => c.name)).toEqual(['Кардиология']);
    expect(views[0].entries.map((e) => e.name)).toEqual(['Аритмия']);
  });
});
