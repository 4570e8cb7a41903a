// Who has which watched page open (issue 16 point 3): one row per open socket, written by the node
// that holds it and read by every node, so presence works across nodes. A node refreshes `seen`
// for its sockets; rows a dead node left behind stop counting when `seen` grows old.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db) {
  await db.schema
    .createTable('live_presence')
    .addColumn('socket_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('node_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('page', 'varchar(64)', (c) => c.notNull())
    .addColumn('seen', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_presence_page_idx').on('live_presence').columns(['page', 'seen']).execute();
  await db.schema.createIndex('live_presence_node_idx').on('live_presence').column('node_id').execute();
}

export async function down(db: Db) {
  await db.schema.dropTable('live_presence').execute();
}
