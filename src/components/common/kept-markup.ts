/** Markup kept with the frozen object it was rendered from. More in README.md. */
const kept = new WeakMap<object, Map<string, string>>();

/** The kept markup of `owner` with `key`, if any. */
export function keptMarkup(owner: object, key: string): string | undefined {
  return kept.get(owner)?.get(key);
}

/** Keeps markup rendered from a frozen object (an object that can change keeps nothing). */
export function keepMarkup(owner: object, key: string, html: string): void {
  if (!Object.isFrozen(owner)) return;
  let byKey = kept.get(owner);
  if (!byKey) kept.set(owner, (byKey = new Map()));
  byKey.set(key, html);
}
