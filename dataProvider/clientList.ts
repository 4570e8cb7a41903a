// Until the engine's imports name common/listPage.ts, where the list paging now lives (shared with
// the server's export).
export { clientPage, valueAt } from '../common/listPage';
