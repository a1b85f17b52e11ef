/**
 * A canonical text of a value for comparing what a document asks with what is stored (keys sorted, values as
 * JSON.stringify writes them). Written out by hand: an import compares every row of every document, and a
 * JSON.stringify replacer copying each object to sort its keys was most of the import's own CPU time.
 */
export function canonical(value: unknown): string {
  return text(value) ?? 'undefined';
}

function text(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value === 'function' ? undefined : JSON.stringify(value);
  const toJson = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof toJson === 'function') return text(toJson.call(value));
  if (Array.isArray(value)) return `[${value.map((item) => text(item) ?? 'null').join(',')}]`;
  const record = value as Record<string, unknown>;
  let out = '';
  for (const key of Object.keys(record).sort()) {
    const item = text(record[key]);
    if (item !== undefined) out += `${out ? ',' : ''}${JSON.stringify(key)}:${item}`;
  }
  return `{${out}}`;
}

/** Whether `canonical(a) === canonical(b)`, mostly without writing either text. More in README.md. */
export function sameCanonical(a: unknown, b: unknown): boolean {
  return same(a, b) ?? canonical(a) === canonical(b);
}

/** Values JSON leaves out of an object (and writes as null in an array). */
const absent = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** An array or an object without toJSON: its text starts with [ or {, which no other value's does. */
const composite = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) || typeof (value as { toJSON?: unknown }).toJSON !== 'function');

const primitive = (kind: string) => kind === 'string' || kind === 'number' || kind === 'boolean';

/** True or false where the answer is certain without the texts; undefined for the rare rest (the texts decide). */
function same(a: unknown, b: unknown): boolean | undefined {
  if (a === b) return true;
  if (a === null || b === null) {
    const other = a === null ? b : a;
    if (typeof other === 'string' || typeof other === 'boolean' || composite(other)) return false;
    // A number that is not finite is written null, as is what toJSON may give.
    return typeof other === 'number' && Number.isFinite(other) ? false : undefined;
  }
  const kind = typeof a;
  if (kind !== typeof b) {
    if (composite(a) || composite(b)) return false;
    // A string, a number and a boolean never write the same text; toJSON and absent values may.
    return primitive(kind) && primitive(typeof b) ? false : undefined;
  }
  if (kind === 'string' || kind === 'boolean') return false;
  if (kind === 'number') return Number.isFinite(a) && Number.isFinite(b) ? false : undefined;
  if (kind !== 'object') return undefined;
  if (a instanceof Date && b instanceof Date) {
    const x = a.getTime();
    const y = b.getTime();
    return Number.isNaN(x) || Number.isNaN(y) ? undefined : x === y;
  }
  if (!composite(a) || !composite(b)) return undefined;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const result = same(absent(a[i]) ? null : a[i], absent(b[i]) ? null : b[i]);
      if (result !== true) return result;
    }
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key) || absent(x[key])) continue;
    count++;
    if (!Object.hasOwn(y, key) || absent(y[key])) return false;
    const result = same(x[key], y[key]);
    if (result !== true) return result;
  }
  for (const key in y) if (Object.hasOwn(y, key) && !absent(y[key])) count--;
  return count === 0;
}
