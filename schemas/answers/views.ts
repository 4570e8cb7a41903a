// The saved views' answers (issue 27 point 4; resources/views/calls.ts).
import { viewState } from '../requests/views';
import { epochMs, exact, flag, integer, text } from './common';

const savedView = exact({
  id: integer,
  name: text,
  shared: { ...flag, description: 'Shown to every member of the roles it was shared with (the owner’s roles that may open the list).' },
  own: { ...flag, description: 'The caller made it.' },
  deletable: { ...flag, description: 'The caller may delete it: their own, or (ADMIN) one shared with others.' },
  owner: { ...text, description: 'Its owner’s name.' },
  state: viewState,
  updated: epochMs,
});

export const viewsAnswer = exact({
  views: {
    type: 'array',
    items: savedView,
    description: 'The caller’s own views of the list, then those shared with a role of theirs, by name.',
  },
  columns: {
    type: ['array', 'null'],
    items: text,
    description: 'The columns the caller keeps shown in this list; null: the declared ones.',
  },
});

export const savedViewAnswer = exact({ id: integer });
