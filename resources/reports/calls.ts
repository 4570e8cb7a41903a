// The general clinics report (002 §2 "Reports", §7 GET /api/admin/xlsadmin?locals=; docs/api.md
// "Reports"), ADMIN only: an Excel workbook of every clinic, streamed as it is read, in the
// language `locals` names. Served by server/routes/reports.ts; ReportsPage.tsx downloads it.
import { defineCalls } from '../../common/calls';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const reportCalls = defineCalls(
  { area: 'Reports', access: ['ADMIN'] },
  {
    clinicsReport: {
      method: 'GET',
      path: '/api/admin/xlsadmin',
      description: 'The clinics workbook, one row per clinic; `locals` is the language of its headings and words.',
      query: { type: 'object', properties: { locals: { enum: ['RU', 'EN', 'ru', 'en'], default: 'RU' } } },
      answer: {
        description: 'The workbook (.xlsx), streamed.',
        content: { [XLSX]: { schema: { type: 'string', contentMediaType: XLSX } } },
      },
      download: true,
    },
  },
);
