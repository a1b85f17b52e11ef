/**
 * `npm run restock -- <sku> <qty>`: sets a sku's stock when a delivery arrives; when the sku becomes available
 * again, everyone who asked for a back-in-stock alert gets a mail.
 */
import { restock } from '../src/lib/server/stock-alerts/service.ts';
import { runStaffCommand } from '../src/lib/server/ops/cli.ts';

const usage = `Usage: npm run restock -- <sku> <qty>    set the stock of a sku and mail its back-in-stock alerts`;
const [sku, qtyText, ...extra] = process.argv.slice(2);
const qty = Number(qtyText);
if (!sku || qtyText === undefined || extra.length > 0 || !/^\d+$/.test(qtyText) || !Number.isSafeInteger(qty)) {
  console.error(usage);
  process.exit(2);
}

await runStaffCommand(async () => {
  const result = await restock(sku, qty);
  if (!result) {
    console.error(`No stock item with sku ${sku}.`);
    return 1;
  }
  console.log(`${sku}: ${result.previous} → ${result.qty} in stock; ${result.mailed} back-in-stock mail(s) sent.`);
  return 0;
});
