/**
 * `npm run price -- <sku> <store> <price>`: sets a sku's regular price in one store (sv, no, fi); the pages showing it
 * are forgotten by cache tags in every running instance within a second, the others stay cached.
 */
import { setPrice } from '../src/lib/server/catalog/price-change.ts';
import { isStoreCode } from '../src/lib/store-view/config.ts';
import { runStaffCommand } from '../src/lib/server/ops/cli.ts';

const usage = `Usage: npm run price -- <sku> <sv|no|fi> <price>    set the regular price of a sku in a store`;
const [sku, store, priceText, ...extra] = process.argv.slice(2);
const price = Number(priceText);
if (
  !sku ||
  !isStoreCode(store) ||
  priceText === undefined ||
  extra.length > 0 ||
  !/^\d+(\.\d{1,2})?$/.test(priceText)
) {
  console.error(usage);
  process.exit(2);
}

await runStaffCommand(async () => {
  const result = await setPrice(sku, store, price);
  if (!result) {
    console.error(`No price of sku ${sku} in store ${store}.`);
    return 1;
  }
  console.log(`${sku} (${store}): ${result.previous} → ${result.price}.`);
  return 0;
});
