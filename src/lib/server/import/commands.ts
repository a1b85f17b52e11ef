import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { config } from '../config/config.ts';
import { progressBar } from '../ops/cli.ts';
import { countLines, CsvHeaderError } from './csv.ts';
import { importPrices } from './prices.ts';
import { importPriceHistory } from './price-history.ts';
import { ImportReport } from './report.ts';
import { importStock } from './stock.ts';
import { importVsf } from './vsf/run.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';

/** One subcommand of `npm run import -- <name> …`. */
export interface ImportCommand {
  /** Its usage line (arguments and what it does). */
  usage: string;
  /** Runs it with the arguments after its name; resolves with the exit code. */
  run(args: string[]): Promise<number>;
}

/** Exit code of a run that applied some records and refused others (all applied: 0; bad arguments: 2). */
export const EXIT_REFUSED = 3;

/** Where import reports are written. */
export function reportDir(): string {
  return path.join(config().dataDir, 'import-reports');
}

/**
 * Runs an import with a report: the work counts and refuses into it; then it is printed and written to
 * DATA_DIR/import-reports. Resolves with 0 when nothing was refused, EXIT_REFUSED otherwise.
 */
export async function withReport(
  kind: string,
  source: string,
  work: (report: ImportReport) => Promise<void>,
): Promise<number> {
  const report = new ImportReport(kind, source);
  try {
    await work(report);
  } catch (error) {
    if (error instanceof CsvHeaderError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  console.log(report.text());
  console.log(`Report written to ${await report.write(reportDir())}`);
  return report.refusals.length ? EXIT_REFUSED : 0;
}

/** A CSV import command: the file checked, its lines counted for the progress bar, then `work`. */
function csvCommand(
  kind: string,
  usage: string,
  work: (file: string, report: ImportReport, onProgress: (done: number) => void) => Promise<void>,
): ImportCommand {
  return {
    usage,
    async run(args) {
      const [file, ...extra] = args;
      if (!file || extra.length) {
        console.error(`Usage: npm run import -- ${usage}`);
        return 2;
      }
      if (!existsSync(file) || !statSync(file).isFile()) {
        console.error(`No file ${file}.`);
        return 2;
      }
      const total = Math.max(0, (await countLines(file)) - 1);
      const bar = progressBar();
      return withReport(kind, path.resolve(file), async (report) => {
        await work(file, report, (done) => bar(kind, done, total));
        bar(kind, total, total);
        bar.done();
      });
    },
  };
}

const vsfUsage = 'vsf <file|dir> [--store sv|no|fi] [--media <dir>]    import a Vue Storefront 1 catalogue dump';

/** `vsf <file|dir> [--store sv|no|fi] [--media <dir>]`: a Vue Storefront 1 catalogue (see vsf/run.ts). */
const vsfCommand: ImportCommand = {
  usage: vsfUsage,
  async run(args) {
    let source: string | undefined;
    let store: StoreCode | undefined;
    let media: string | undefined;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]!;
      if (arg === '--store' && isStoreCode(args[i + 1])) store = args[++i] as StoreCode;
      else if (arg === '--media' && args[i + 1]) media = args[++i];
      else if (!arg.startsWith('--') && source === undefined) source = arg;
      else source = '';
    }
    if (!source) {
      console.error(`Usage: npm run import -- ${vsfUsage}`);
      return 2;
    }
    if (!existsSync(source)) {
      console.error(`No file or directory ${source}.`);
      return 2;
    }
    if (media !== undefined && !(existsSync(media) && statSync(media).isDirectory())) {
      console.error(`No directory ${media}.`);
      return 2;
    }
    const bar = progressBar();
    return withReport('vsf', path.resolve(source), async (report) => {
      await importVsf({ source, ...(store ? { store } : {}), ...(media ? { media } : {}), onProgress: bar }, report);
      bar.done();
    });
  },
};

/**
 * The import subcommands by name (`npm run import -- <name> …`); a new import is one more entry here.
 */
export const importCommands: Record<string, ImportCommand> = {
  vsf: vsfCommand,
  stock: csvCommand('stock', 'stock <csv>    set stock from a file with the header sku,qty', importStock),
  prices: csvCommand(
    'prices',
    'prices <csv>    set prices from a file with the header sku,store,price,special_price,special_from,special_to',
    importPrices,
  ),
  'price-history': csvCommand(
    'price-history',
    'price-history <csv>    the prices that applied before, from a file with the header sku,store,price,from',
    importPriceHistory,
  ),
};

/** The usage text of `npm run import`. */
export function importUsage(): string {
  return ['Usage: npm run import -- <command> …', ...Object.values(importCommands).map((c) => `  ${c.usage}`)].join(
    '\n',
  );
}
