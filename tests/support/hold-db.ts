/**
 * Test helper process: opens the embedded database of DATA_DIR (argv[2]) the app way, commits a row per line read
 * on stdin ("add N") and answers "added N" once it is committed; says "ready" first, then waits for a signal.
 */
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { setConfig, parseConfig } from '../../src/lib/server/config/config.ts';
import { openConfiguredDatabase } from '../../src/lib/server/db/open.ts';

setConfig(parseConfig({ DATA_DIR: process.argv[2] }));
const database = await openConfiguredDatabase();
await database.db.execute(sql`CREATE TABLE IF NOT EXISTS held (n int)`);
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const n = Number(/^add (\d+)$/.exec(line)?.[1]);
  if (!Number.isInteger(n)) continue;
  await database.db.execute(sql`INSERT INTO held VALUES (${n})`);
  process.stdout.write(`added ${n}\n`);
}
setInterval(() => {}, 1000);
