import { test } from '@playwright/test';
import { createTestDatabase, startShop, stopShops, type ShopProcess } from '../../support/shop-process.ts';

/** A second built shop of a describe block, started with its own settings. */
export interface SecondShop {
  /** Its base URL (set once the block's beforeAll ran). */
  baseUrl: string;
  /** Its data directory (outbox). */
  dataDir: string;
}

/**
 * Starts another built shop for the tests of the enclosing describe block (tests/support/shop-process.ts: its own
 * database on the machine's PostgreSQL, its own data directory), with extra environment settings, before they run,
 * and stops it and drops its database after them.
 */
export function useSecondShop(settings: Record<string, string>, tag: string): SecondShop {
  const shop: SecondShop = { baseUrl: '', dataDir: '' };
  let process: ShopProcess | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  test.beforeAll(async () => {
    // A fresh shop creates and seeds its database: minutes on a loaded machine.
    test.setTimeout(600_000);
    database = await createTestDatabase(`np_e2e_${tag}`);
    process = await startShop({ databaseUrl: database.url, env: settings });
    shop.baseUrl = process.base;
    shop.dataDir = process.dataDir;
  });
  test.afterAll(async () => {
    await stopShops(process);
    await database?.drop();
  });
  return shop;
}
