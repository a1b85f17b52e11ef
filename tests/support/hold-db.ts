/** Test helper process: opens the embedded database the app way, writes a row, says "ready", waits for a signal. */
import { sql } from 'drizzle-orm';
import { setConfig, parseConfig } from '../../src/lib/server/config/config.ts';
import { openConfiguredDatabase } from '../../src/lib/server/db/open.ts';

setConfig(parseConfig({ DATA_DIR: process.argv[2] }));
const database = await openConfiguredDatabase();
await database.db.execute(sql`CREATE TABLE IF NOT EXISTS held (n int)`);
await database.db.execute(sql`INSERT INTO held VALUES (1)`);
process.stdout.write('ready\n');
setInterval(() => {}, 1000);
