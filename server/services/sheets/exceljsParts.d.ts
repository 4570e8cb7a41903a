// The two helpers of exceljs 4 (no types of their own) that the report's row writer shares with the
// rest of the workbook, so that a text and a date are written exactly as exceljs writes them.
declare module 'exceljs/lib/utils/utils.js' {
  const utils: {
    /** Escapes & < > " ' and drops the control characters XML 1.0 cannot hold. */
    xmlEncode(text: string): string;
    /** A date as an Excel serial day number. */
    dateToExcel(date: Date, date1904?: boolean): number;
  };
  export default utils;
}

declare module 'exceljs/lib/utils/col-cache.js' {
  const colCache: {
    /** 1 -> A, 27 -> AA. */
    n2l(column: number): string;
  };
  export default colCache;
}
