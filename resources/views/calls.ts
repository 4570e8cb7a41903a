// The saved views and the chosen columns of every declared list (issue 27 point 4): a person names
// a list's filter, tab, order and shown columns, and may share the view with the staff of their
// roles; the columns a person keeps shown in a list follow them from machine to machine. Served by
// server/routes/views.ts; every list's top bar (src/engine/list/views/) makes them, and the search
// everywhere finds the views by name.
import { defineCalls } from '../../common/calls';
import { emptyAnswer } from '../../schemas/answers/common';
import { savedViewAnswer, viewsAnswer } from '../../schemas/answers/views';
import { columnsBody, viewBody, viewDeleteQuery, viewsQuery } from '../../schemas/requests/views';

/** Views one person may keep per list, and the size of a view's state as JSON (characters). */
export const VIEWS_PER_LIST = 50;
export const VIEW_STATE_MAX = 4000;

export const viewCalls = defineCalls(
  { area: 'Saved views', access: 'user', encoding: 'json', errorsAt: 'error', noStore: true },
  {
    listViews: {
      method: 'GET',
      path: '/api/views',
      description:
        'The caller’s own views of a list and those shared with one of the caller’s roles, and the columns the caller keeps shown in it. 404 for an unknown list, 403 for one the caller’s roles may not open.',
      query: viewsQuery,
      answer: viewsAnswer,
    },
    saveView: {
      method: 'POST',
      path: '/api/views',
      description: `Saves the list’s state (filter with its tab, order, shown columns) under a name unique among the caller’s views of that list; \`shared\`: every member of the caller’s roles that may open the list sees it. At most ${VIEWS_PER_LIST} views per person and list. The history records it.`,
      query: viewsQuery,
      body: viewBody,
      answer: savedViewAnswer,
    },
    deleteView: {
      method: 'DELETE',
      path: '/api/views',
      description:
        'Deletes a view: the owner’s own, or (ADMIN) one shared with others. 404 for a view the caller cannot see. The history records it.',
      query: viewDeleteQuery,
      answer: emptyAnswer,
      // Deleted meanwhile by its owner or an ADMIN: the menu says so and reads the views again.
      notFoundHere: true,
    },
    saveColumns: {
      method: 'PUT',
      path: '/api/views/columns',
      description: 'Keeps the columns the caller chose to show in a list (at least one), for every machine the caller signs in on.',
      query: viewsQuery,
      body: columnsBody,
      answer: emptyAnswer,
      // A reload right after a column was hidden called the save off, and the column came back.
      keepalive: true,
    },
  },
);
