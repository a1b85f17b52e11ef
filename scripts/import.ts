/**
 * `npm run import -- <command> …`: brings catalogue data in while the shop serves (`vsf`, `stock`, `prices`, …; the
 * table is src/lib/server/import/commands.ts). Each prints a progress bar and a report (also written to
 * DATA_DIR/import-reports); exit 0 when everything was applied, 3 when some records were refused, 2 on bad arguments.
 */
import { setFlagsFromString } from 'node:v8';
import { importCommands, importUsage } from '../src/lib/server/import/commands.ts';
import { runStaffCommand } from '../src/lib/server/ops/cli.ts';

// As `npm start` runs the shop (README.md): a bulk command allocates fast and keeps little, and V8 would otherwise let
// the old generation grow to 4× the live heap (the 10k catalogue's import: 463 against 345 MB peak RSS).
setFlagsFromString('--heap-growing-percent=50');

const [name, ...args] = process.argv.slice(2);
const command = name === undefined ? undefined : importCommands[name];
if (!command) {
  console.error(importUsage());
  process.exit(2);
}

await runStaffCommand(() => command.run(args));
