/** The shop of an HTTP test project as a place for staff commands (tests/support/staff.ts). */
import path from 'node:path';
import { inject } from 'vitest';
import { shopDatabase, shopUrl } from './http.ts';
import type { ShopPlace } from './staff.ts';

/** The running shop of this HTTP test project: its address, DATA_DIR and (on a server) database URL. */
export function httpShop(): ShopPlace {
  return {
    baseUrl: shopUrl(),
    dataDir: path.dirname(inject('shopLog')),
    databaseUrl: shopDatabase() === 'postgres' ? inject('shopDatabaseUrl') : undefined,
  };
}
