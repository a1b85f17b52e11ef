/** The rows by the key they belong to (an order's lines, a product's prices), each list in the order of `rows`. */
export function groupBy<T, K = number>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}
