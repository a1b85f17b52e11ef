/** Where the HTTP tests' key command finds the running shop's database (tests/support/integration.ts). */
import path from 'node:path';
import { inject } from 'vitest';
import { shopDatabase } from './http.ts';
import type { ShopDatabase } from './integration.ts';

/** The shop of this HTTP test project: its DATA_DIR on the embedded database (reached while it runs), else its URL. */
export function keyPlace(): ShopDatabase {
  return shopDatabase() === 'embedded'
    ? { dataDir: path.dirname(inject('shopLog')) }
    : { databaseUrl: inject('shopDatabaseUrl') };
}
