// What a refused change says (a save, a record's or a row's action, an approval): the server's
// reason, else the one wording of a change that was not saved.
export const failureReason = (error: unknown) => (error instanceof Error && error.message ? error.message : 'app.form.failed');
