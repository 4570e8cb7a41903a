// The rows the history snapshots one record from (services/history/snapshots.ts): a record by id
// with its per-language rows, read inside the writing transaction. SQL only.
import type { Db } from '../db/kysely';

export function cityRows(db: Db, id: number) {
  return Promise.all([
    db.selectFrom('cities').select(['slug', 'region', 'hub_id', 'priority']).where('id', '=', id).executeTakeFirst(),
    db.selectFrom('city_l10n').select(['lang', 'name', 'place']).where('city_id', '=', id).execute(),
  ]);
}

export function hubRows(db: Db, id: number) {
  return Promise.all([
    db.selectFrom('hubs').select(['slug', 'priority']).where('id', '=', id).executeTakeFirst(),
    db.selectFrom('hub_l10n').select(['lang', 'name', 'seo']).where('hub_id', '=', id).execute(),
  ]);
}

export function clinicRow(db: Db, id: number) {
  return db
    .selectFrom('clinics')
    .select([
      'slug',
      'region',
      'city_id',
      'latitude',
      'longitude',
      'rating',
      'time_zone',
      'direct_lead',
      'super_agent_id',
      'l_logo_hash',
      'response_rate',
      'price_segment',
      'recommended',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A picture that is not deleted (a catalogue picture staff deleted is only marked). */
export function pictureRows(db: Db, id: number) {
  return Promise.all([
    db
      .selectFrom('pictures')
      .select(['clinic_id', 'hash', 'main_img', 'visible'])
      .where('id', '=', id)
      .where('deleted', '=', 0)
      .executeTakeFirst(),
    db.selectFrom('picture_l10n').select(['lang', 'alt']).where('picture_id', '=', id).execute(),
  ]);
}

/** A free file (document) that is not deleted. */
export function freeFileRow(db: Db, id: number) {
  return db
    .selectFrom('clinic_files')
    .select(['clinic_id', 'hash', 'name', 'file_type', 'size', 'visible'])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export function agentRow(db: Db, id: number) {
  return db.selectFrom('agents').select(['main_agent']).where('id', '=', id).executeTakeFirst();
}

export function userRows(db: Db, id: number) {
  return Promise.all([
    db
      .selectFrom('users')
      .select(['email', 'name', 'state', 'time_zone', 'avatar_hash', 'avatar_file_type'])
      .where('id', '=', id)
      .executeTakeFirst(),
    db.selectFrom('user_roles').select('role').where('user_id', '=', id).orderBy('role').execute(),
  ]);
}
