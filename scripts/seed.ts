/** `npm run seed [-- --products N]`: rebuilds the demo shop (all data) in the configured database. */
import { config } from '../src/lib/server/config/config.ts';
import { migrate } from '../src/lib/server/db/migrate.ts';
import { closeDatabase } from '../src/lib/server/db/open.ts';
import { seedDemo } from '../src/lib/server/seed/seed.ts';
import { exitOnConfigError, openDatabaseOrExit, progressBar } from '../src/lib/server/ops/cli.ts';

const args = process.argv.slice(2);
const productsIndex = args.indexOf('--products');
const products = productsIndex >= 0 ? Number(args[productsIndex + 1]) : undefined;
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error('--products needs a positive whole number, e.g. npm run seed -- --products 100000');
  process.exit(2);
}

exitOnConfigError(() => config());
const started = Date.now();
const database = await openDatabaseOrExit();
await migrate(database);
const bar = progressBar();
const result = await seedDemo(database.db, { ...(products ? { products } : {}), onProgress: bar });
bar.done();
console.log(
  `Seeded ${result.parents} parent products, ${result.products} products in all (${result.sellable} sellable SKUs) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
await closeDatabase();
process.exit(0);
