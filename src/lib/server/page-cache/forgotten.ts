/** How long the time a tag was forgotten is remembered (longer than any render or read it could overlap). */
const TAG_MEMORY_MS = 60_000;
const times = new Map<string, number>();
/** The same for the forgets of window boundaries only (no stale copy of what they changed may be answered). */
const boundaryTimes = new Map<string, number>();

/** Tags to forget at a set instant (a price window's boundary: windows.ts), the earliest first. */
const scheduled: { at: number; tags: string[] }[] = [];
let forgetScheduled: ((tags: string[], at: number) => void) | undefined;

/** The size at which each map is next swept of tags older than TAG_MEMORY_MS (twice its size after a sweep). */
const sweepAt = new Map<Map<string, number>, number>();

function note(map: Map<string, number>, tags: Iterable<string>, now: number): void {
  for (const tag of tags) map.set(tag, Math.max(map.get(tag) ?? now, now));
  // Swept as the map doubles, not on every note once it holds 1,000 tags: an import retiring 100k products' tags
  // swept the whole map per batch.
  if (map.size <= (sweepAt.get(map) ?? 1000)) return;
  for (const [tag, at] of map) if (Date.now() - at > TAG_MEMORY_MS) map.delete(tag);
  sweepAt.set(map, Math.max(1000, map.size * 2));
}

/** Notes that `tags` were forgotten in this process at `now` (a tag keeps its latest time). */
export function noteForgotten(tags: Iterable<string>, now: number): void {
  note(times, tags, now);
}

function since(map: Map<string, number>, tags: Iterable<string>, from: number): boolean {
  forgetDue();
  if (map.size === 0) return false;
  for (const tag of tags) {
    const at = map.get(tag);
    if (at !== undefined && at >= from) return true;
  }
  return false;
}

/**
 * Sets the forgets due at future instants (replacing those set before) and what forgets them. Each is noted as
 * forgotten at its instant, not when it ran, so a render begun at or after the instant keeps its page.
 */
export function scheduleForgets(
  list: { at: number; tags: string[] }[],
  forget: (tags: string[], at: number) => void,
): void {
  forgetScheduled = forget;
  scheduled.splice(0, scheduled.length, ...[...list].sort((a, b) => a.at - b.at));
}

/**
 * Runs the scheduled forgets whose instant has come, before anything cached is answered or reused: a timer may run
 * late on a busy process, a request at the instant must not.
 */
export function forgetDue(now = Date.now()): void {
  while (scheduled.length > 0 && scheduled[0]!.at <= now) {
    const { at, tags } = scheduled.shift()!;
    noteForgotten(tags, at);
    note(boundaryTimes, tags, at);
    forgetScheduled?.(tags, at);
  }
}

/**
 * Notes boundaries that passed before this process began to follow them: nothing of them is in its memory, but a
 * shared store may hold pages kept before them (such a page is then not answered: see `invalidatedSince`).
 */
export function notePassed(list: { at: number; tags: string[] }[]): void {
  for (const { at, tags } of list) {
    note(times, tags, at);
    note(boundaryTimes, tags, at);
  }
}

/** The instant of the next scheduled forget (Infinity when none). */
export function nextForgetAt(): number {
  return scheduled[0]?.at ?? Infinity;
}

/** True when one of `tags` was forgotten in this process at or after `from` (a render or read that overlapped it). */
export function invalidatedSince(tags: Iterable<string>, from: number): boolean {
  return since(times, tags, from);
}

/** True when a window boundary at or after `from` changed one of `tags` (a copy kept before it shows the old price). */
export function boundarySince(tags: Iterable<string>, from: number): boolean {
  return since(boundaryTimes, tags, from);
}
