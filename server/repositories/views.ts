// The saved views and chosen columns (migrations/2026_12_06_03_saved_views.ts): a person's own views
// and those shared with one of their roles, a view's insert with the roles it is shared with, its
// delete, and the upsert of the columns a person keeps shown in a list. SQL only.
import type { Db } from '../db/kysely';
import type { Role } from '../db/tables';

export type ViewRow = {
  id: number;
  owner_id: number;
  owner: string;
  resource: string;
  name: string;
  state: string;
  updated: number;
  shared: boolean;
};

/** The views `userId` sees: their own and those shared with one of `roles`. */
function visibleQuery(db: Db, userId: number, roles: readonly Role[]) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('users as u', 'u.id', 'v.owner_id')
    .select(['v.id', 'v.owner_id', 'u.name as owner', 'v.resource', 'v.name', 'v.name_key', 'v.state', 'v.updated'])
    .select((eb) => eb.exists(eb.selectFrom('saved_view_roles as r').select('r.view_id').whereRef('r.view_id', '=', 'v.id')).as('shared'))
    .where((eb) =>
      eb.or([
        eb('v.owner_id', '=', userId),
        ...(roles.length
          ? [
              eb.exists(
                eb.selectFrom('saved_view_roles as r').select('r.view_id').whereRef('r.view_id', '=', 'v.id').where('r.role', 'in', roles),
              ),
            ]
          : []),
      ]),
    );
}

type SelectedView = Omit<ViewRow, 'shared'> & { name_key: string; shared: unknown };

const toRow = (row: SelectedView) => ({
  ...row,
  id: Number(row.id),
  owner_id: Number(row.owner_id),
  updated: Number(row.updated),
  shared: !!row.shared,
});

/** The views `userId` sees of the lists named (all of them when `resources` is absent), own
 * first, then by name. */
export async function visibleViews(db: Db, userId: number, roles: readonly Role[], resources?: readonly string[]): Promise<ViewRow[]> {
  if (resources && !resources.length) return [];
  let query = visibleQuery(db, userId, roles);
  if (resources) query = query.where('v.resource', 'in', resources);
  const rows = (await query.execute()).map(toRow);
  const own = (row: { owner_id: number }) => (row.owner_id === userId ? 0 : 1);
  return rows
    .sort((a, b) => own(a) - own(b) || (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id))
    .map(({ name_key: _key, ...row }) => row);
}

/** One view of the list that `userId` sees, if any. */
export async function visibleView(
  db: Db,
  userId: number,
  roles: readonly Role[],
  resource: string,
  id: number,
): Promise<ViewRow | undefined> {
  const row = await visibleQuery(db, userId, roles).where('v.resource', '=', resource).where('v.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { name_key: _key, ...view } = toRow(row);
  return view;
}

/** How many views the person keeps of the list, and whether one of them has the name's key. */
export async function ownViews(db: Db, ownerId: number, resource: string, nameKey: string) {
  const rows = await db
    .selectFrom('saved_views')
    .select('name_key')
    .where('owner_id', '=', ownerId)
    .where('resource', '=', resource)
    .execute();
  return { count: rows.length, taken: rows.some((row) => row.name_key === nameKey) };
}

export type NewView = { ownerId: number; resource: string; name: string; nameKey: string; state: string; roles: readonly Role[] };

export async function insertView(trx: Db, view: NewView, now: number): Promise<number> {
  const { id } = await trx
    .insertInto('saved_views')
    .values({
      owner_id: view.ownerId,
      resource: view.resource,
      name: view.name,
      name_key: view.nameKey,
      state: view.state,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (view.roles.length)
    await trx
      .insertInto('saved_view_roles')
      .values(view.roles.map((role) => ({ view_id: Number(id), role })))
      .execute();
  return Number(id);
}

export async function deleteView(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('saved_views').where('id', '=', id).execute();
}

export async function chosenColumns(db: Db, userId: number, resource: string): Promise<string[] | null> {
  const row = await db
    .selectFrom('list_columns')
    .select('columns')
    .where('user_id', '=', userId)
    .where('resource', '=', resource)
    .executeTakeFirst();
  return row ? (JSON.parse(row.columns) as string[]) : null;
}

export async function saveChosenColumns(db: Db, userId: number, resource: string, columns: readonly string[], now: number) {
  const text = JSON.stringify(columns);
  await db
    .insertInto('list_columns')
    .values({ user_id: userId, resource, columns: text, updated: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'resource']).doUpdateSet({ columns: text, updated: now }))
    .execute();
}
