// The CLI's usage text and its one way to refuse arguments: a UsageError, which runCli answers
// with the message, this text and exit code 2.

const USAGE = `Usage:
  npm run cli -- user add --email E --name N --role ADMIN[,MANAGER,REDACTOR] [--password P]
  npm run cli -- user block --email E
  npm run cli -- user unblock --email E
  npm run cli -- user passwd --email E --password P
  npm run cli -- user roles --email E --role ADMIN[,MANAGER,REDACTOR]
  npm run cli -- files sweep [--dry-run]
  npm run cli -- history purge [--days N]
  npm run cli -- leads purge [--days N]`;

export class UsageError extends Error {
  readonly text: string;
  constructor(message: string) {
    super(message);
    this.text = `${message}\n\n${USAGE}`;
  }
}

export function fail(message: string): never {
  throw new UsageError(message);
}
