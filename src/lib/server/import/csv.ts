import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { getDb, type Db } from '../db/client.ts';
import type { ImportReport } from './report.ts';

/** One data row of a CSV file: its line number and its fields by header name. */
export interface CsvRow {
  line: number;
  fields: Record<string, string>;
}

/** Thrown when a CSV file's header is not the one a command expects (nothing is applied). */
export class CsvHeaderError extends Error {}

/** The rows of a CSV file whose header must name exactly `columns` (in any order); a row of the wrong width is yielded with `width`. */
export async function* readCsv(
  file: string,
  columns: readonly string[],
): AsyncGenerator<CsvRow | { line: number; error: string }> {
  // Quoted fields, BOM and CRLF line ends are csv-parse's; a row with too few or too many fields is reported, not fatal.
  const parser = createReadStream(file).pipe(
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }),
  );
  let header: string[] | undefined;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!header) {
      header = record.map((name) => name.toLowerCase());
      const missing = columns.filter((name) => !header!.includes(name));
      const extra = header.filter((name) => !columns.includes(name));
      if (missing.length || extra.length || new Set(header).size !== header.length)
        throw new CsvHeaderError(
          `${file}: the header must be ${columns.join(',')} (found ${record.join(',') || 'nothing'})`,
        );
      continue;
    }
    if (record.length !== header.length) {
      yield { line: info.lines, error: `${record.length} field(s), the header has ${header.length}` };
      continue;
    }
    const fields: Record<string, string> = {};
    header.forEach((name, index) => (fields[name] = record[index] ?? ''));
    yield { line: info.lines, fields };
  }
  if (!header) throw new CsvHeaderError(`${file}: empty file, the header must be ${columns.join(',')}`);
}

/** Counts the lines of a file (the progress bar's total), reading it once in chunks. */
export async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  return lines;
}

/** How a CSV import checks, keys and applies its rows. */
export interface CsvImport<T extends { line: number; sku: string }> {
  entity: string;
  columns: readonly string[];
  /** The checked row, or the reason it is refused. */
  check(line: number, fields: Record<string, string>): T | string;
  /** What may stand once in a file (a second row with it is refused), and how the report names it twice. */
  key(row: T): string;
  twice: string;
  /** Applies a batch (one transaction), counting and refusing into the report. */
  apply(rows: T[]): Promise<void>;
  /** What is done once every row is applied (the price history replaces the spans the file covers). */
  finish?(): Promise<void>;
}

/** An import command's function: the file read with `applyCsv`, by a spec made afresh for each run. */
export function csvImporter<T extends { line: number; sku: string }>(
  prepare: (db: Db, report: ImportReport) => CsvImport<T>,
) {
  return async (file: string, report: ImportReport, onProgress: (done: number) => void = () => {}): Promise<void> => {
    const spec = prepare(await getDb(), report);
    await applyCsv(file, spec, report, onProgress);
    await spec.finish?.();
  };
}

/** Rows applied per transaction. */
const BATCH = 1000;

/**
 * Reads a CSV import file: a row of the wrong width or that its check refuses is reported with its line, a key seen
 * before is refused as listed twice, the others are applied in batches of a thousand.
 */
export async function applyCsv<T extends { line: number; sku: string }>(
  file: string,
  spec: CsvImport<T>,
  report: ImportReport,
  onProgress: (done: number) => void,
): Promise<void> {
  const seen = new Map<string, number>();
  let batch: T[] = [];
  let done = 0;
  const flush = async () => {
    if (batch.length) await spec.apply(batch);
    done += batch.length;
    batch = [];
    onProgress(done);
  };
  for await (const row of readCsv(file, spec.columns)) {
    if ('error' in row) {
      report.refuse(spec.entity, row.line, row.error);
      continue;
    }
    const checked = spec.check(row.line, row.fields);
    if (typeof checked === 'string') {
      report.refuse(spec.entity, row.line, checked, row.fields.sku || undefined);
      continue;
    }
    const key = spec.key(checked);
    if (seen.has(key)) {
      report.refuse(spec.entity, row.line, `${spec.twice} listed twice (first at line ${seen.get(key)})`, checked.sku);
      continue;
    }
    seen.set(key, row.line);
    batch.push(checked);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}
