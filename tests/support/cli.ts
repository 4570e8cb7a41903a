// The CLI's code run in the test process (server/cli/runCli.ts), with a data folder and database:
// answers what it printed, or throws what a failed process would (its exit code and stderr).
import { runCli } from '../../server/cli/runCli';

export async function cliInProcess(args: string[], env: NodeJS.ProcessEnv) {
  const result = await runCli(args, { ...process.env, ...env });
  if (result.code !== 0) throw Object.assign(new Error(result.stderr), result);
  return result;
}
