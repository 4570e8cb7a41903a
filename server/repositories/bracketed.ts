// A transaction whose first and last statements are known to the caller: a synchronisation step
// opens its own by reading the run lease (and its small tables) and closes it by recording its
// checkpoint. On PostgreSQL `begin` travels with the opening statements and `commit` with the
// closing ones, one round trip each (runAll), and small statements whose result nobody reads wait
// for the next one (rawSql's `later`): in a step that runs only a handful of statements, the
// round trips are most of its time. SQLite, in process, has no round trip to save.
import { CompiledQuery } from 'kysely';
import { type Row, runAll, type Sql, type Statement } from './rawSql';

export type Closing<T> = { result: T; closing?: readonly Statement[] };

const BEGIN: Statement = { text: 'begin', parameters: [] };
const COMMIT: Statement = { text: 'commit', parameters: [] };

/** Runs the `opening` statements, then `work` with their rows, then the statements `work` closes
 * with, all in one transaction: committed when `work` answers, rolled back when anything throws. */
export async function bracketedTransaction<T>(
  handle: Sql,
  opening: readonly Statement[],
  work: (sql: Sql, opened: Row[][]) => Promise<Closing<T>>,
): Promise<T> {
  const { dialect } = handle;
  if (dialect === 'sqlite') {
    return handle.db.transaction().execute(async (trx) => {
      const sql = { db: trx, dialect };
      const { result, closing = [] } = await work(sql, await runAll(sql, opening));
      await runAll(sql, closing);
      return result;
    });
  }
  return handle.db.connection().execute(async (connection) => {
    const sql: Sql = { db: connection, dialect, waiting: [] };
    try {
      const [, ...opened] = await runAll(sql, [BEGIN, ...opening]);
      const { result, closing = [] } = await work(sql, opened);
      await runAll(sql, [...closing, COMMIT]);
      return result;
    } catch (error) {
      // Whatever still waits is dropped with the transaction. After a failed `commit` there is no
      // transaction left: PostgreSQL only warns.
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      throw error;
    }
  });
}
