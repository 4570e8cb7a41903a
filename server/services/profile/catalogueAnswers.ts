// The answers of the specialties, services and prices steps (001 §3, §7): the active catalogue by
// category, the clinic's choices (`spec`, `cat`, `childrenCategories`, `omsCategories`) and one
// entry's or category's texts in the edit language with the section version to send back.
import type { EditLang } from '../../../common/lang';
import type { Db } from '../../db/kysely';
import {
  activeCategories,
  activeEntries,
  categoryTexts,
  clinicCategoryRows,
  clinicEntries,
  clinicEntry,
  entryTexts,
  fixedTexts,
  type NamedEntry,
} from '../../repositories/clinicCatalogue';
import { sectionVersion } from '../../repositories/versions';
import type { CatalogueKind } from './catalogueKinds';

const names = (row: NamedEntry) => ({ RU: row.name_ru ?? '', EN: row.name_en ?? '' });
const yes = (value: unknown) => Number(value) === 1;

/** GET activespecialties / activeservices: the active categories with their active entries. */
export async function activeCatalogueAnswer<K extends CatalogueKind>(db: Db, k: K) {
  const [categories, entries] = await Promise.all([activeCategories(db, k), activeEntries(db, k)]);
  const setOf = (categoryId: number) =>
    entries
      .filter((entry) => entry.category_id === categoryId)
      .map((entry) => ({ id: entry.id, name: names(entry), important: yes(entry.important) }));
  return categories.map((category) => ({
    id: category.id,
    name: names(category),
    active: true,
    medical: yes(category.medical),
    // Under the kind's own key (specialtySet or serviceSet), typed as that key.
    ...({ [k.setKey]: setOf(category.id) } as Record<K['setKey'], ReturnType<typeof setOf>>),
  }));
}

/** GET selectedspecialties / selectedservices?hash=: every row the clinic has for the kind. */
export async function selectedAnswer(db: Db, k: CatalogueKind, clinicId: number) {
  const [entries, categories, texts] = await Promise.all([
    clinicEntries(db, k, clinicId),
    clinicCategoryRows(db, k, clinicId),
    fixedTexts(db, clinicId),
  ]);
  const flagged = (flag: 'oms' | 'children') => categories.filter((c) => yes(c[flag])).map((c) => c.category_id);
  return {
    spec: entries.map((e) => ({
      sid: e.item_id,
      selected: yes(e.selected),
      active: yes(e.active),
      important: yes(e.important),
      price: e.price,
      lprice: e.l_price,
      lpriceEnd: e.l_price_end,
      ldescription: e.langs,
      domestic: yes(e.domestic),
      exterior: yes(e.exterior),
    })),
    cat: categories.map((c) => ({ cid: c.category_id, selected: yes(c.selected), ldescription: c.langs, videoLinks: c.videoLinks })),
    childrenCategories: flagged('children'),
    omsCategories: flagged('oms'),
    // The two fixed texts of the specialties step have no documented read: they come with the list.
    omsDescription: texts.oms_description ?? '',
    childrenDescription: texts.children_description ?? '',
  };
}

/** GET specialty|service/{hash}?locals=&sid=: the entry's texts in the language (blank when the
 * clinic has none yet); priceL10n is the services' per-language price text. */
export async function entryTextsAnswer(db: Db, k: CatalogueKind, clinicId: number, sid: number, lang: EditLang) {
  const row = await clinicEntry(db, k, clinicId, sid);
  const texts = row ? await entryTexts(db, k, row.id, lang) : { description: '', priceText: '' };
  const updated = await sectionVersion(db, clinicId, k.section);
  const priceText = k.priceText ? { priceL10n: texts.priceText } : {};
  return { locals: lang, sid, specialty: texts.description, ...priceText, updated };
}

/** GET category/{hash}?locals=&cid=: the clinic's text for the category and its video links. */
export async function categoryTextsAnswer(db: Db, k: CatalogueKind, clinicId: number, cid: number, lang: EditLang) {
  const texts = await categoryTexts(db, clinicId, cid, lang);
  const updated = await sectionVersion(db, clinicId, k.section);
  return { locals: lang, cid, category: texts.description, videoLinks: texts.videoLinks, updated };
}
