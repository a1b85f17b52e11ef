/** How long the time a tag was forgotten is remembered (longer than any render or read it could overlap). */
const TAG_MEMORY_MS = 60_000;
const times = new Map<string, number>();

/** Notes that `tags` were forgotten in this process at `now`. */
export function noteForgotten(tags: Iterable<string>, now: number): void {
  for (const tag of tags) times.set(tag, now);
  if (times.size > 1000) for (const [tag, at] of times) if (now - at > TAG_MEMORY_MS) times.delete(tag);
}

/** True when one of `tags` was forgotten in this process at or after `since` (a render or read that overlapped it). */
export function invalidatedSince(tags: Iterable<string>, since: number): boolean {
  if (times.size === 0) return false;
  for (const tag of tags) {
    const at = times.get(tag);
    if (at !== undefined && at >= since) return true;
  }
  return false;
}
