import pg from 'pg';

/** A small SQL text builder for the search statement (search.ts), the hot path of every search. More in README.md. */
export class Fragment {
  readonly strings: readonly string[];
  readonly values: readonly unknown[];
  constructor(strings: readonly string[], values: readonly unknown[]) {
    this.strings = strings;
    this.values = values;
  }
}
/** A SQL fragment of the search statement. */
export type SQL = Fragment;

type Tag = ((strings: TemplateStringsArray, ...values: unknown[]) => Fragment) & {
  raw(text: string): Fragment;
  join(parts: readonly Fragment[], separator: Fragment): Fragment;
};

const EMPTY = new Fragment([''], []);

/** Builds a fragment: values are literals, fragments are inlined. */
export const sql: Tag = Object.assign(
  (strings: TemplateStringsArray, ...values: unknown[]) => new Fragment(strings, values),
  {
    raw: (text: string) => new Fragment([text], []),
    join: (parts: readonly Fragment[], separator: Fragment) => {
      if (parts.length === 0) return EMPTY;
      const strings: string[] = [''];
      const values: unknown[] = [];
      parts.forEach((part, index) => {
        if (index > 0) {
          values.push(separator);
          strings.push('');
        }
        values.push(part);
        strings.push('');
      });
      return new Fragment(strings, values);
    },
  },
);

/** The literal of a value: NULL, or the value's text quoted (numbers too: an untyped literal, as a parameter was). */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error(`Not a finite number in a search statement: ${value}`);
    text = String(value);
  } else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else if (value instanceof Date) text = value.toISOString();
  else throw new Error(`Unsupported value in a search statement: ${typeof value}`);
  // A text value cannot hold NUL in PostgreSQL (a parameter with one fails), and it would end a simple query's text.
  if (text.includes('\u0000')) throw new Error('A search statement value holds a NUL character');
  return pg.escapeLiteral(text);
}

function render(fragment: Fragment, out: string[]): void {
  const { strings, values } = fragment;
  out.push(strings[0]!);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value instanceof Fragment) render(value, out);
    else out.push(literalOf(value));
    out.push(strings[i + 1]!);
  }
}

/** The text of a fragment with its values inlined as literals. */
export function textOf(fragment: Fragment): string {
  const out: string[] = [];
  render(fragment, out);
  return out.join('');
}
