// The saved views and chosen columns (issue 27 point 4; resources/views/calls.ts) of every declared
// list the caller's roles may open. A view is its owner's; shared, it is shown to the owner's roles
// that may open the list (saved_view_roles, fixed when it is saved). Only the owner deletes a view,
// and an ADMIN deletes a shared one (what every colleague sees is theirs to tidy); another person's
// private view is not found. A view's save and delete are in the history; a column choice, a
// person's display preference like the theme, is not.
import type { FastifyInstance } from 'fastify';
import { choosableColumns } from '../../common/listColumns';
import type { ResourceDefinition } from '../../common/resource';
import { VIEW_STATE_MAX, VIEWS_PER_LIST, viewCalls } from '../../resources/views/calls';
import { isUniqueViolation, searchKey } from '../db/dialect';
import type { Role } from '../db/tables';
import { loadDeclaredScreens } from '../engine/declarations';
import { ApiError, fieldError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import * as views from '../repositories/views';
import { actorOf, writeAudit } from '../services/history/audit';
import { openedList, viewLists } from '../services/views/viewLists';

/** A choice naming a column the list's table does not offer is refused on `field`. */
function checkColumns(list: ResourceDefinition, columns: readonly string[] | undefined, field: string) {
  const offered = choosableColumns(list.config);
  const unknown = columns?.find((column) => !offered.includes(column));
  if (unknown !== undefined) throw fieldError(field, 'server.views.unknownColumn', { column: unknown });
}

/** The owner deletes a view; an ADMIN also one shared with others. */
const mayDelete = (view: views.ViewRow, user: { id: number; roles: readonly Role[] }) =>
  view.owner_id === user.id || (view.shared && user.roles.includes('ADMIN'));

export default async function viewRoutes(app: FastifyInstance) {
  const lists = viewLists(await loadDeclaredScreens());
  const caller = (request: { user: { id: number; roles: Role[] } | null }) => {
    if (!request.user) throw new ApiError(401, 'server.error.unauthorized');
    return request.user;
  };

  registerCalls(app, viewCalls, {
    listViews: async (request) => {
      const user = caller(request);
      const { resource } = request.query;
      openedList(lists, resource, user.roles);
      const rows = await views.visibleViews(app.db, user.id, user.roles, [resource]);
      return {
        views: rows.map((row) => ({
          id: row.id,
          name: row.name,
          shared: row.shared,
          own: row.owner_id === user.id,
          deletable: mayDelete(row, user),
          owner: row.owner,
          state: JSON.parse(row.state),
          updated: row.updated,
        })),
        columns: await views.chosenColumns(app.db, user.id, resource),
      };
    },
    saveView: async (request) => {
      const user = caller(request);
      const { resource } = request.query;
      const list = openedList(lists, resource, user.roles);
      const { state, shared } = request.body;
      const name = request.body.name.trim();
      checkColumns(list, state.columns, 'state');
      const text = JSON.stringify(state);
      if (text.length > VIEW_STATE_MAX) throw fieldError('state', 'server.views.stateTooLarge', { max: VIEW_STATE_MAX });
      const nameKey = searchKey(name);
      const own = await views.ownViews(app.db, user.id, resource, nameKey);
      if (own.taken) throw fieldError('name', 'server.views.nameTaken');
      if (own.count >= VIEWS_PER_LIST) throw fieldError('name', 'server.views.tooMany', { max: VIEWS_PER_LIST });
      const roles = shared ? user.roles.filter((role) => list.config.roles.includes(role)) : [];
      try {
        const id = await app.db.transaction().execute(async (trx) => {
          const saved = await views.insertView(trx, { ownerId: user.id, resource, name, nameKey, state: text, roles }, Date.now());
          await writeAudit(trx, {
            actor: actorOf(request),
            entity: 'views',
            entityId: saved,
            action: 'create',
            after: { resource, name, shared: roles.join(', ') || null },
          });
          return saved;
        });
        return { id };
      } catch (error) {
        // The same name saved at the same moment by another tab of the same person.
        if (isUniqueViolation(error)) throw fieldError('name', 'server.views.nameTaken');
        throw error;
      }
    },
    deleteView: async (request) => {
      const user = caller(request);
      const { resource, id } = request.query;
      openedList(lists, resource, user.roles);
      const view = await views.visibleView(app.db, user.id, user.roles, resource, id);
      if (!view) throw new ApiError(404, 'server.views.notFound');
      if (!mayDelete(view, user)) throw new ApiError(403, 'server.views.notYours');
      await app.db.transaction().execute(async (trx) => {
        await views.deleteView(trx, id);
        await writeAudit(trx, {
          actor: actorOf(request),
          entity: 'views',
          entityId: id,
          action: 'delete',
          before: { resource, name: view.name, owner: view.owner },
        });
      });
      return {};
    },
    saveColumns: async (request) => {
      const user = caller(request);
      const { resource } = request.query;
      const list = openedList(lists, resource, user.roles);
      checkColumns(list, request.body.columns, 'columns');
      await views.saveChosenColumns(app.db, user.id, resource, request.body.columns, Date.now());
      return {};
    },
  });
}
