import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cloneTemplate } from '../../../../tests/support/db.ts';
import { openPostgres, type Database } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// One connection: a client the pool lost for good would make the next transaction wait forever.
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const clone = await cloneTemplate();
  drop = clone.drop;
  database = openPostgres(clone.url, 1);
});

afterAll(async () => {
  await database.close();
  await drop();
});

const works = () =>
  database.db.transaction(
    async (tx) => ((await tx.execute(sql`SELECT 1 AS one`)) as unknown as { rows: unknown[] }).rows,
  );

it('a transaction whose BEGIN fails gives its client back', async () => {
  const bogus = { isolationLevel: 'no such level' } as unknown as { isolationLevel: 'serializable' };
  await expect(database.db.transaction(async () => 1, bogus)).rejects.toThrow();
  expect(await works()).toEqual([{ one: 1 }]);
});

it('a transaction whose connection is lost fails with that error and the pool serves on', async () => {
  const failed = await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
      await tx.execute(sql`SELECT 1`);
    })
    .catch((error: unknown) => error);
  expect(isDatabaseUnavailable(failed)).toBe(true);
  // The error is the transaction's own, not the failed ROLLBACK's.
  expect(String((failed as Error).message)).not.toMatch(/rollback/);
  expect(await works()).toEqual([{ one: 1 }]);
  expect(await works()).toEqual([{ one: 1 }]);
});
