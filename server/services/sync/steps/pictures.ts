// Step 10: profile photos of clinics, doctors and agents: the catalogue's picture rows (metadata
// and its hash/type; the bytes are read from the catalogue when first shown). `main_img`,
// `visible`, the alt texts and `deleted` are local, set only when a picture arrives: a catalogue
// picture that staff deleted stays deleted (docs/decisions.md). Pictures uploaded here (orig_id
// null) are never touched; catalogue pictures that leave are marked deleted.
import type { SourceRecords } from '../source/records';
import { addedAndUpdated, type Step, tally } from '../stepTypes';
import { bigTable, writeEntities } from '../write/entities';
import { catalogueIds, resolver } from '../write/lookups';
import { inChunks, type UpsertSpec, upsert } from '../write/upsert';

const OWNED = ['clinic_id', 'doctor_id', 'agent_id', 'hash', 'file_type', 'size', 'width', 'height', 'position'];
const pictures: UpsertSpec = {
  table: 'pictures',
  key: ['orig_id'],
  columns: ['orig_id', ...OWNED, 'deleted', 'main_img', 'visible', 'created', 'updated'],
  update: OWNED,
  touch: 'updated',
  returning: ['id', 'orig_id'],
};
const alts: UpsertSpec = { table: 'picture_l10n', key: ['picture_id', 'lang'], columns: ['picture_id', 'lang', 'alt'], update: [] };

type Picture = SourceRecords['profilephotos'];

export const syncPictures: Step = async ({ sql, source, now }) => {
  const counts = tally();
  const known = await bigTable(sql, { table: 'pictures', mark: { column: 'deleted', value: 1, touch: true } });
  const seen = new Set<number>();
  const ids = {
    clinic: await catalogueIds(sql, 'clinics'),
    doctor: await catalogueIds(sql, 'doctors'),
    agent: await catalogueIds(sql, 'agents'),
  };
  for await (const batch of source.profilephotos()) {
    const owners = { clinic: resolver(ids.clinic), doctor: resolver(ids.doctor), agent: resolver(ids.agent) };
    const existing = await known.idsOf(batch.map((p) => p.origId));
    const ownerOf = (p: Picture) => {
      const key = p.clinic !== undefined ? 'clinic' : p.doctor !== undefined ? 'doctor' : 'agent';
      return { key, id: owners[key].get(p[key] as number) };
    };
    const owned = batch.flatMap((p) => {
      const owner = ownerOf(p);
      return owner.id === undefined ? [] : [{ p, owner: { ...owner, id: owner.id } }];
    });
    // One main image per clinic: a new picture is main only if its clinic has none yet.
    const clinicIds = owned.filter((o) => o.owner.key === 'clinic').map((o) => o.owner.id);
    const mains = await inChunks<{ clinic_id: number }>(
      sql,
      'select clinic_id from pictures where main_img = 1 and clinic_id in ($list)',
      clinicIds,
    );
    const hasMain = new Set(mains.map((m) => Number(m.clinic_id)));
    const rows = owned.map(({ p, owner }) => {
      seen.add(p.origId);
      const main = owner.key === 'clinic' && p.mainImg && !existing.has(p.origId) && !hasMain.has(owner.id);
      if (main) hasMain.add(owner.id);
      return {
        orig_id: p.origId,
        clinic_id: owner.key === 'clinic' ? owner.id : null,
        doctor_id: owner.key === 'doctor' ? owner.id : null,
        agent_id: owner.key === 'agent' ? owner.id : null,
        hash: p.hash,
        file_type: p.fileType,
        size: p.size,
        width: p.width,
        height: p.height,
        position: p.position,
        deleted: 0,
        main_img: main,
        visible: p.visible,
        created: now,
        updated: now,
      };
    });
    const written = await writeEntities(sql, pictures, rows, known, existing);
    const altRows = owned.flatMap(({ p }) =>
      (['RU', 'EN'] as const).flatMap((lang) =>
        p.alt[lang] === undefined ? [] : [{ picture_id: written.ids.get(p.origId), lang, alt: p.alt[lang] }],
      ),
    );
    await upsert(sql, alts, altRows);
    const skipped = owners.clinic.skipped + owners.doctor.skipped + owners.agent.skipped;
    counts.add({ rows: batch.length, skipped, ...addedAndUpdated(written.existing, written.changed) });
  }
  counts.add({ removed: await known.markUnseen(seen, now) });
  return counts;
};
