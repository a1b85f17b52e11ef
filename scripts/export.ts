/**
 * `npm run export -- vsf <dir> [--media]`: writes the catalogue of every store as Vue Storefront NDJSON dumps
 * (`<dir>/<store>/<entity>.ndjson`), and with `--media` the photos of the image store to `<dir>/media`. Works while
 * the shop serves.
 */
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { getDb } from '../src/lib/server/db/client.ts';
import { exportVsf } from '../src/lib/server/export/vsf.ts';
import { progressBar, runStaffCommand } from '../src/lib/server/ops/cli.ts';

// As `npm start` runs the shop (README.md): a bulk command allocates fast and keeps little, and V8 would otherwise let
// the old generation grow to 4× the live heap (the 10k catalogue's import: 463 against 345 MB peak RSS).
setFlagsFromString('--heap-growing-percent=50');

const usage = 'Usage: npm run export -- vsf <dir> [--media]    write the catalogue as Vue Storefront dumps';
const [format, dir, ...rest] = process.argv.slice(2);
if (format !== 'vsf' || !dir || dir.startsWith('--') || rest.some((arg) => arg !== '--media')) {
  console.error(usage);
  process.exit(2);
}

await runStaffCommand(async () => {
  const started = Date.now();
  const bar = progressBar();
  const result = await exportVsf(await getDb(), dir, { media: rest.includes('--media'), onProgress: bar });
  bar.done();
  console.log(
    `Exported ${result.products} products${rest.includes('--media') ? ` and ${result.photos} photos` : ''} of every store to ${path.resolve(dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  return 0;
});
