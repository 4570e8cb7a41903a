// Administration from the shell, safe while the server runs (the database serialises writers;
// blocking deletes the user's sessions; the sweep only judges files older than any upload in
// flight; the history purge deletes in small batches). Usage in server/cli/usage.ts:
//   npm run cli -- user add --email E --name N --role ADMIN[,MANAGER,...] [--password P]
//   npm run cli -- user block|unblock --email E
//   npm run cli -- user passwd --email E --password P
//   npm run cli -- user roles --email E --role ADMIN[,MANAGER,...]
//   npm run cli -- files sweep [--dry-run]
//   npm run cli -- history purge [--days N]
import { runCli } from './cli/runCli';

const { code, stdout, stderr } = await runCli(process.argv.slice(2), process.env);
if (stdout) console.log(stdout);
if (stderr) console.error(stderr);
process.exitCode = code;
