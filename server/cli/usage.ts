// The CLI's usage text and its one way to refuse arguments (exit code 2).

const USAGE = `Usage:
  npm run cli -- user add --email E --name N --role ADMIN[,MANAGER,REDACTOR] [--password P]
  npm run cli -- user block --email E
  npm run cli -- user unblock --email E
  npm run cli -- user passwd --email E --password P
  npm run cli -- user roles --email E --role ADMIN[,MANAGER,REDACTOR]
  npm run cli -- files sweep [--dry-run]
  npm run cli -- history purge [--days N]`;

export function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}
