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
