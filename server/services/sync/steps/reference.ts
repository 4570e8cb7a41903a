// Steps 1 and 2: specialties (or services) with their categories and the category links. The
// catalogue owns all of it; rows that leave it become inactive.

import type { CategoryKind } from '../../../db/catalogueTables';
import { searchKey } from '../../../db/dialect';
import type { SourceRecords } from '../source/records';
import { addedAndUpdated, readingFirst, type Step, tally } from '../stepTypes';
import { type KnownRows, smallTables, smallTablesRead, writeEntities } from '../write/entities';
import { replaceLinks } from '../write/links';
import { resolver } from '../write/lookups';
import { type Row, type Sql, type UpsertSpec, upsertOwned } from '../write/upsert';

type Kind = {
  step: 'specialties' | 'services';
  kind: CategoryKind;
  table: 'specialties' | 'services';
  owner: 'specialty_id' | 'service_id';
  /** Catalogue flags of the entity besides `active`. */
  flags: readonly ('procedure' | 'important')[];
};

type NamedRecord = { origId: number; active: boolean; names: { RU: string; EN?: string } } & Record<string, unknown>;

function specs(k: Kind) {
  const singular = k.owner.replace('_id', '');
  const entity: UpsertSpec = {
    table: k.table,
    key: ['orig_id'],
    columns: ['orig_id', 'active', ...k.flags, 'created', 'updated'],
    update: ['active', ...k.flags],
    touch: 'updated',
    returning: ['id', 'orig_id'],
  };
  const search = k.table === 'specialties' ? ['search_name'] : [];
  const entityTexts: UpsertSpec = {
    table: `${singular}_l10n`,
    key: [k.owner, 'lang'],
    columns: [k.owner, 'lang', 'name', ...search],
    update: ['name', ...search],
    returning: [k.owner],
  };
  const category: UpsertSpec = {
    table: 'categories',
    key: ['kind', 'orig_id'],
    columns: ['kind', 'orig_id', 'active', 'medical', 'position', 'created', 'updated'],
    update: ['active', 'medical', 'position'],
    touch: 'updated',
    returning: ['id', 'orig_id'],
  };
  const categoryTexts: UpsertSpec = {
    table: 'category_l10n',
    key: ['category_id', 'lang'],
    columns: ['category_id', 'lang', 'name'],
    update: ['name'],
    returning: ['category_id'],
  };
  const link = { table: `category_${k.table}`, owner: 'category_id', value: k.owner, extra: ['position'] };
  return { entity, entityTexts, category, categoryTexts, link };
}

// Rows are built column by column rather than spread: a spread per row cost more than the rest
// of these small steps' JavaScript.
const names = (owner: string, id: number, record: NamedRecord, search: boolean): Row[] =>
  (['RU', 'EN'] as const).flatMap((lang) => {
    const name = record.names[lang];
    if (name === undefined) return [];
    const row: Row = { [owner]: id, lang, name };
    if (search) row.search_name = searchKey(name).slice(0, 256);
    return [row];
  });

/** Upserts the rows and their names; answers origId -> id and the new and changed counts. */
async function write(
  sql: Sql,
  spec: UpsertSpec,
  textsSpec: UpsertSpec,
  owner: string,
  records: NamedRecord[],
  rows: Row[],
  table: KnownRows,
) {
  const written = await writeEntities(sql, spec, rows, table);
  const search = textsSpec.columns.includes('search_name');
  const textRows = records.flatMap((r) => names(owner, written.ids.get(r.origId) ?? 0, r, search));
  const texts = await upsertOwned(sql, textsSpec, textRows, owner, written.inserted);
  const counts = addedAndUpdated(written.existing, [...written.changed, ...texts]);
  return { ids: written.ids, inserted: written.inserted, counts };
}

function referenceStep(k: Kind): Step {
  const s = specs(k);
  const listField = k.table;
  const inactive = { column: 'active', value: 0, touch: true };
  const leavings = [
    { table: k.table, mark: inactive },
    { table: 'categories', mark: inactive, where: `kind = '${k.kind}'` },
  ];
  return readingFirst([smallTablesRead(leavings)], async ({ sql, source, now, read: [before] }) => {
    const counts = tally();
    const seen = { entity: new Set<number>(), category: new Set<number>() };
    const [entity, category] = smallTables(sql, leavings, before);
    for await (const batch of source[k.step]() as AsyncIterable<SourceRecords['specialties' | 'services'][]>) {
      const entities = batch.filter((r) => r.type !== 'category') as unknown as NamedRecord[];
      const categories = batch.filter((r) => r.type === 'category') as unknown as (NamedRecord & { position: number; medical?: boolean })[];
      for (const r of entities) seen.entity.add(r.origId);
      for (const r of categories) seen.category.add(r.origId);
      const entityRows = entities.map((r) => {
        const row: Row = { orig_id: r.origId, active: r.active, created: now, updated: now };
        for (const flag of k.flags) row[flag] = r[flag];
        return row;
      });
      const written = await write(sql, s.entity, s.entityTexts, k.owner, entities, entityRows, entity);
      const categoryRows = categories.map((r) => ({
        kind: k.kind,
        orig_id: r.origId,
        active: r.active,
        medical: r.medical ?? false,
        position: r.position,
        created: now,
        updated: now,
      }));
      const cats = await write(sql, s.category, s.categoryTexts, 'category_id', categories, categoryRows, category);
      // Members are the step's own entities: read whole at its start, plus what it wrote since.
      const member = resolver(await entity.idsOf(categories.flatMap((c) => c[listField] as number[])));
      const desired = new Map(
        categories.map((c) => [
          cats.ids.get(c.origId) ?? 0,
          (c[listField] as number[]).flatMap((origId, position) => {
            const id = member.get(origId);
            return id === undefined ? [] : [{ [k.owner]: id, position }];
          }),
        ]),
      );
      const links = await replaceLinks(sql, s.link, desired, cats.inserted);
      counts.add({ rows: batch.length, added: written.counts.added + cats.counts.added, skipped: member.skipped });
      counts.add({ updated: written.counts.updated + cats.counts.updated, removed: links.removed });
    }
    counts.add({ removed: await entity.markUnseen(seen.entity, now) });
    counts.add({ removed: await category.markUnseen(seen.category, now) });
    return counts;
  });
}

export const syncSpecialties = referenceStep({
  step: 'specialties',
  kind: 'SPECIALTY',
  table: 'specialties',
  owner: 'specialty_id',
  flags: ['procedure', 'important'],
});
export const syncServices = referenceStep({
  step: 'services',
  kind: 'SERVICE',
  table: 'services',
  owner: 'service_id',
  flags: ['important'],
});
