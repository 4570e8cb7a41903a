// The synchronisation as the browser runs it (000 §4): what every step answers. The steps and
// their order are the server's own list (common/syncSteps.ts), named by the sync tool's options.

/** Every step answers { message, error, callback } (callback: the server's next step, unused here:
 * the browser keeps the order itself, as the original client did). */
export interface SyncAnswer {
  message?: string | null;
  error?: string | null;
  callback?: string | null;
}
