// The export of what a list shows (issue 27 point 2), for every declared list: the list's own
// filters (its address's names, as its getList sends them), its order for a list answered whole,
// all of its records, its table's columns headed in the user's language. Served by
// server/routes/export.ts; the lists' export menu (src/engine/list/ExportMenu.tsx) downloads it.
import { defineCalls } from '../../common/calls';

export const CSV = 'text/csv; charset=utf-8';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportCalls = defineCalls(
  { area: 'Export', access: 'user' },
  {
    exportList: {
      method: 'GET',
      path: '/api/export/:resource',
      description:
        'A list as CSV or XLSX, streamed: the records its other query parameters (the list’s filters, as its screen names them) select, all pages, in its order (`sort`, `order` for a list the server answers whole), with its table’s columns (those named in `columns`, else all) headed in the user’s language. Only for a list the user’s roles may open.',
      params: { type: 'object', required: ['resource'], properties: { resource: { type: 'string', pattern: '^[a-zA-Z]{1,40}$' } } },
      query: {
        type: 'object',
        required: ['format'],
        properties: {
          format: { enum: EXPORT_FORMATS },
          sort: { type: 'string', maxLength: 80 },
          order: { enum: ['ASC', 'DESC'] },
          columns: {
            type: 'string',
            maxLength: 4000,
            description: 'The columns the list shows, comma-separated (the column chooser’s names); absent: all of them.',
          },
        },
        errorMessage: 'server.export.badQuery',
      },
      answer: {
        description: 'The file, streamed.',
        content: {
          [CSV]: { schema: { type: 'string', contentMediaType: 'text/csv' } },
          [XLSX]: { schema: { type: 'string', contentMediaType: XLSX } },
        },
      },
      download: true,
      noStore: true,
    },
  },
);
