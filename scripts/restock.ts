/**
 * `npm run restock -- <sku> <qty>`: sets a sku's stock when a delivery arrives; when the sku becomes available
 * again, everyone who asked for a back-in-stock alert gets a mail.
 */
import { config } from '../src/lib/server/config/config.ts';
import { migrate } from '../src/lib/server/db/migrate.ts';
import { closeDatabase } from '../src/lib/server/db/open.ts';
import { restock } from '../src/lib/server/stock-alerts/service.ts';
import { exitOnConfigError, openDatabaseOrExit } from '../src/lib/server/ops/cli.ts';

const usage = `Usage: npm run restock -- <sku> <qty>    set the stock of a sku and mail its back-in-stock alerts`;
const [sku, qtyText, ...extra] = process.argv.slice(2);
const qty = Number(qtyText);
if (!sku || qtyText === undefined || extra.length > 0 || !/^\d+$/.test(qtyText) || !Number.isSafeInteger(qty)) {
  console.error(usage);
  process.exit(2);
}

exitOnConfigError(() => config());
let exitCode = 0;
try {
  await migrate(await openDatabaseOrExit());
  const result = await restock(sku, qty);
  if (!result) {
    console.error(`No stock item with sku ${sku}.`);
    exitCode = 1;
  } else {
    console.log(`${sku}: ${result.previous} → ${result.qty} in stock; ${result.mailed} back-in-stock mail(s) sent.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await closeDatabase();
}
process.exit(exitCode);
