// The writes of the specialties, services and prices steps (001 §7): each in one transaction with
// its history row (the clinic's, listing what changed: specialties[12].price, ...) and the
// completion mark of its section(s) in the edit language, both languages when the call names
// none. A description save may carry the section version its dialog loaded (If-Match, 409).
import type { EditLang } from '../../../common/lang';
import type { CatalogueItemPriceForm } from '../../../schemas/catalogueItemPrice';
import type { Db } from '../../db/kysely';
import { claimSectionVersion } from '../../http/version';
import * as repo from '../../repositories/clinicCatalogue';
import { markSaved } from '../../repositories/completeEdit';
import type { AuditActor, Snapshot } from '../history/audit';
import { trackChange } from '../history/track';
import { sanitizeHtml } from '../sanitizeHtml';
import type { CatalogueKind } from './catalogueKinds';
import { decimal, plainText } from './formValues';

const BOTH: readonly EditLang[] = ['RU', 'EN'];
const OMS_CHILDREN_SECTION = 4;

type CatalogueWrite = {
  clinicId: number;
  actor: AuditActor;
  sections: readonly number[];
  /** The edit language(s) the save marks. */
  langs: readonly EditLang[];
  /** The version of the first section the form loaded; undefined: last write wins. */
  loaded?: number;
  /** What the write changes, as the clinic's history shows it (read before and after). */
  snapshot: (db: Db) => Promise<Snapshot>;
  write: (trx: Db, now: number) => Promise<void>;
};

function catalogueWrite(db: Db, w: CatalogueWrite): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const versions: number[] = [];
    for (const [index, section] of w.sections.entries()) {
      versions.push(await claimSectionVersion(trx, w.clinicId, section, index === 0 ? w.loaded : undefined));
    }
    const tracked = { entity: 'clinics', read: (reader: Db) => w.snapshot(reader) } as const;
    await trackChange(trx, w.actor, tracked, w.clinicId, () => w.write(trx, versions[0]));
    for (const [index, section] of w.sections.entries()) await markSaved(trx, w.clinicId, section, w.langs, versions[index]);
  });
}

const langsOf = (locals: string | undefined): readonly EditLang[] => (locals ? [locals.toUpperCase() as EditLang] : BOTH);
const richText = (value: unknown) => sanitizeHtml(String(value ?? '').trim());
/** The history's name of an entry's field: specialties[12].price, services[3].description.EN. */
const entryField = (k: CatalogueKind, sid: number, field: string) => `${k.items}[${sid}].${field}`;

type Call = { clinicId: number; actor: AuditActor };

export function saveEntryPrice(db: Db, k: CatalogueKind, call: Call, form: CatalogueItemPriceForm) {
  const sid = Number(form.sid);
  return catalogueWrite(db, {
    ...call,
    sections: k.priceSections,
    langs: langsOf(form.locals),
    snapshot: async (reader) => {
      const row = await repo.clinicEntry(reader, k, call.clinicId, sid);
      return { [entryField(k, sid, 'price')]: row?.l_price ?? null, [entryField(k, sid, 'priceEnd')]: row?.l_price_end ?? null };
    },
    write: async (trx, now) => {
      const rowId = await repo.ensureClinicEntry(trx, k, call.clinicId, sid, now);
      await repo.updateClinicEntry(trx, k, rowId, { l_price: decimal(form.price), l_price_end: decimal(form.priceEnd) }, now);
    },
  });
}

export function saveEntrySelected(db: Db, k: CatalogueKind, call: Call, sid: number, selected: boolean, locals?: string) {
  return catalogueWrite(db, {
    ...call,
    sections: [k.section],
    langs: langsOf(locals),
    snapshot: async (reader) => ({
      [entryField(k, sid, 'selected')]: Number((await repo.clinicEntry(reader, k, call.clinicId, sid))?.selected ?? 0) === 1,
    }),
    write: async (trx, now) => {
      const rowId = await repo.ensureClinicEntry(trx, k, call.clinicId, sid, now);
      // The choice is staff's from now on: the synchronisation keeps it (docs/catalogue-format.md).
      await repo.updateClinicEntry(trx, k, rowId, { selected: selected ? 1 : 0, staff_selected: 1 }, now);
    },
  });
}

type EntryTextsForm = { locals: string; sid: number | string; specialty?: string; priceL10n?: string };

export function saveEntryTexts(db: Db, k: CatalogueKind, call: Call, form: EntryTextsForm, loaded?: number) {
  const sid = Number(form.sid);
  const lang = form.locals.toUpperCase() as EditLang;
  const texts: Record<string, string> = { description: richText(form.specialty) };
  if (k.priceText) texts.price_text = plainText(form.priceL10n, 256);
  return catalogueWrite(db, {
    ...call,
    sections: [k.section],
    langs: [lang],
    loaded,
    snapshot: async (reader) => {
      const row = await repo.clinicEntry(reader, k, call.clinicId, sid);
      const stored = row ? await repo.entryTexts(reader, k, row.id, lang) : { description: '', priceText: '' };
      const price = k.priceText ? { [entryField(k, sid, `priceL10n.${lang}`)]: stored.priceText } : {};
      return { [entryField(k, sid, `description.${lang}`)]: stored.description, ...price };
    },
    write: async (trx, now) => repo.writeEntryTexts(trx, k, await repo.ensureClinicEntry(trx, k, call.clinicId, sid, now), lang, texts),
  });
}

type CategoryForm = { locals: string; cid: number | string; category?: string; videoLinks?: readonly string[] };

export function saveCategoryTexts(db: Db, k: CatalogueKind, call: Call, form: CategoryForm, loaded?: number) {
  const cid = Number(form.cid);
  const lang = form.locals.toUpperCase() as EditLang;
  const links = (form.videoLinks ?? []).map((link) => link.trim());
  return catalogueWrite(db, {
    ...call,
    sections: [k.section],
    langs: [lang],
    loaded,
    snapshot: async (reader) => {
      const stored = await repo.categoryTexts(reader, call.clinicId, cid, lang);
      return { [`categories[${cid}].description.${lang}`]: stored.description, [`categories[${cid}].videoLinks`]: stored.videoLinks };
    },
    write: async (trx, now) => {
      const rowId = await repo.ensureClinicCategory(trx, call.clinicId, cid, now);
      await repo.writeCategoryTexts(trx, rowId, lang, richText(form.category), links);
    },
  });
}

export function saveCategoryFlag(db: Db, call: Call, cid: number, flag: 'oms' | 'children', on: boolean, locals?: string) {
  return catalogueWrite(db, {
    ...call,
    sections: [OMS_CHILDREN_SECTION],
    langs: langsOf(locals),
    snapshot: async (reader) => ({ [`categories[${cid}].${flag}`]: await repo.categoryFlag(reader, call.clinicId, cid, flag) }),
    write: async (trx, now) => repo.setCategoryFlag(trx, await repo.ensureClinicCategory(trx, call.clinicId, cid, now), flag, on, now),
  });
}

const FIXED_TEXTS = { oms: 'oms_description', children: 'children_description' } as const;
const FIXED_FIELDS = { oms: 'omsDescription', children: 'childrenDescription' } as const;

export function saveFixedText(db: Db, call: Call, which: 'oms' | 'children', description: string, locals?: string) {
  return catalogueWrite(db, {
    ...call,
    sections: [OMS_CHILDREN_SECTION],
    langs: langsOf(locals),
    snapshot: async (reader) => ({ [FIXED_FIELDS[which]]: (await repo.fixedTexts(reader, call.clinicId))[FIXED_TEXTS[which]] ?? '' }),
    write: (trx) => repo.writeFixedText(trx, call.clinicId, FIXED_TEXTS[which], richText(description)),
  });
}
