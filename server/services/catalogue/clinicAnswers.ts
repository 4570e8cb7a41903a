// Clinic rows turned into the documented answer shapes (000 §3 Clinic, §7 clinicslist): flags
// as booleans, per-language parts keyed RU and EN.
import type { ClinicListRow, ModuleRow } from '../../repositories/clinicListExtras';

const flag = (value: unknown) => Number(value) === 1;

/** ll10n: what the list shows per language. */
export const listL10n = (visible: unknown, shortName: string | null, name: string | null) => ({
  visible: flag(visible),
  shortName: shortName ?? '',
  name: name ?? '',
});

export function clinicListItem(row: ClinicListRow, quality: { RU: number; EN: number }) {
  return {
    id: Number(row.id),
    hash: row.hash,
    slug: row.slug,
    state: row.state,
    cityId: row.city_id,
    directLead: flag(row.direct_lead),
    superAgentId: row.super_agent_id,
    updated: Number(row.updated),
    updatedBy: row.updated_by_name,
    ll10n: {
      RU: listL10n(row.ru_visible, row.ru_short_name, row.ru_name),
      EN: listL10n(row.en_visible, row.en_short_name, row.en_name),
    },
    quality,
  };
}

export const moduleAnswer = (m: ModuleRow) => ({
  module: m.module,
  connection: m.connection,
  state: m.state,
  validUntil: m.valid_until === null ? null : Number(m.valid_until),
  price: m.price,
});
