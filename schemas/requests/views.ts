// The saved views' requests (issue 27 point 4; resources/views/calls.ts): a list's name in the
// query, a view's name, sharing and state in the body, the chosen columns. The bounds are ours
// (docs/decisions.md "Saved views and the column chooser").

/** A declared list's name, as its screen is named (`clinics`, `leads`). */
export const listName = { type: 'string', pattern: '^[a-zA-Z]{1,40}$' } as const;

/** A column: the field its cell shows (`source` of the declaration's column). */
const column = { type: 'string', minLength: 1, maxLength: 80 } as const;
/** The columns a person keeps shown, in no particular order: the declaration keeps its own. */
export const shownColumns = { type: 'array', minItems: 1, maxItems: 60, uniqueItems: true, items: column } as const;

/** What a view restores: the list's filter (its tab among them, as the list keeps it), its order
 * and its shown columns (absent: the person's current choice stays). */
export const viewState = {
  type: 'object',
  additionalProperties: false,
  required: ['filter'],
  properties: {
    filter: { type: 'object', maxProperties: 30 },
    sort: { type: 'string', minLength: 1, maxLength: 80 },
    order: { enum: ['ASC', 'DESC'] },
    columns: shownColumns,
  },
} as const;

export const viewsQuery = { type: 'object', required: ['resource'], properties: { resource: listName } } as const;

export const viewDeleteQuery = {
  type: 'object',
  required: ['resource', 'id'],
  properties: { resource: listName, id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export const viewBody = {
  type: 'object',
  required: ['name', 'state'],
  properties: {
    name: { type: 'string', text: { min: 1, max: 100 } },
    shared: { type: 'boolean', default: false },
    state: viewState,
  },
} as const;

export const columnsBody = { type: 'object', required: ['columns'], properties: { columns: shownColumns } } as const;
