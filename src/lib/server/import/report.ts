import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Values listed per note (the rest are counted). */
const NOTE_VALUES = 20;

/** What became of one record of an import. */
export type Outcome = 'created' | 'updated' | 'unchanged' | 'refused';

/** A record that was not applied, with where it is in the input and why. */
export interface Refusal {
  entity: string;
  /** Line of the input where the record starts (1-based). */
  line: number;
  /** The record's key when it had one (sku, id, identifier). */
  key?: string;
  reason: string;
}

/** Counts per entity and outcome. */
export type Counts = Record<string, Record<Outcome, number>>;

/** The report of one import run: counts per entity, every refusal with its line and reason, and notes. */
export class ImportReport {
  readonly kind: string;
  readonly source: string;
  readonly startedAt = new Date();
  readonly counts: Counts = {};
  readonly refusals: Refusal[] = [];
  /** Notes by kind, with the values each applies to (at most NOTE_VALUES kept, the rest counted). */
  readonly notes = new Map<string, { values: string[]; more: number }>();
  /** Cache tags the run retired (how many, for the report). */
  retiredTags = 0;

  constructor(kind: string, source: string) {
    this.kind = kind;
    this.source = source;
  }

  /** Counts `n` records of `entity` with `outcome`. */
  count(entity: string, outcome: Outcome, n = 1): void {
    const entry = (this.counts[entity] ??= { created: 0, updated: 0, unchanged: 0, refused: 0 });
    entry[outcome] += n;
  }

  /** Records a refused record (and counts it). */
  refuse(entity: string, line: number, reason: string, key?: string): void {
    this.count(entity, 'refused');
    this.refusals.push({ entity, line, reason, ...(key !== undefined ? { key } : {}) });
  }

  /** Adds a note (something mapped differently or left out, not a refusal), once per kind and value. */
  note(text: string, detail?: string): void {
    let entry = this.notes.get(text);
    if (!entry) this.notes.set(text, (entry = { values: [], more: 0 }));
    if (detail === undefined || entry.values.includes(detail)) return;
    if (entry.values.length < NOTE_VALUES) entry.values.push(detail);
    else entry.more++;
  }

  /** The report as text, one line per entity and per refusal. */
  text(): string {
    const lines = [`Import ${this.kind} of ${this.source}`];
    for (const [entity, c] of Object.entries(this.counts))
      lines.push(
        `  ${entity.padEnd(10)} ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.refused} refused`,
      );
    if (Object.keys(this.counts).length === 0) lines.push('  nothing read');
    lines.push(`  pages retired by ${this.retiredTags} cache tag(s)`);
    for (const [text, { values, more }] of this.notes)
      lines.push(`  note: ${text}${values.length ? `: ${values.join(', ')}${more ? ` and ${more} more` : ''}` : ''}`);
    for (const refusal of [...this.refusals].sort((a, b) => a.line - b.line))
      lines.push(
        `  refused ${refusal.entity} at line ${refusal.line}${refusal.key !== undefined ? ` (${refusal.key})` : ''}: ${refusal.reason}`,
      );
    return lines.join('\n');
  }

  /** The report as JSON. */
  json(): Record<string, unknown> {
    return {
      kind: this.kind,
      source: this.source,
      startedAt: this.startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      counts: this.counts,
      retiredTags: this.retiredTags,
      notes: [...this.notes].map(([text, { values, more }]) => ({ text, values, more })),
      refusals: this.refusals,
    };
  }

  /** Writes the report to `dir` as `<time>-<kind>.txt` and `.json`; returns the text file's path. */
  async write(dir: string): Promise<string> {
    await mkdir(dir, { recursive: true });
    const stamp = this.startedAt.toISOString().replace(/[:.]/g, '-');
    const base = path.join(dir, `${stamp}-${this.kind}`);
    await writeFile(`${base}.json`, `${JSON.stringify(this.json(), null, 2)}\n`);
    await writeFile(`${base}.txt`, `${this.text()}\n`);
    return `${base}.txt`;
  }
}
