import { sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { forgetDue, nextForgetAt, notePassed, scheduleForgets } from './forgotten.ts';
import { forgetAtBoundary } from './invalidation.ts';
import { LISTING_TAG, productChangeTags } from './tags.ts';

/** Special prices and "new" badges have time windows. More in README.md. */
const POLL_MS = 1_000;
const HORIZON_MS = 60_000;
/** On the first read, boundaries passed this long ago are noted (a shared store may keep pages across a restart). */
const PAST_MS = 24 * 60 * 60_000;
/** The most boundaries read at once (the rest are read as those pass). */
const MAX_BOUNDARIES = 500;

let following = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Boundaries already forgotten (by instant), so a read that overlaps one does not forget it twice. */
const done = new Map<number, number>();

const rowsOf = (result: unknown) => (result as { rows: { at: number; ids: number[] }[] }).rows;

/** The boundaries in (`from`, `to`] with the products whose prices or badges change at each. */
async function boundaries(from: number, to: number): Promise<{ at: number; ids: number[] }[]> {
  const db = await getDb();
  const [after, until] = [new Date(from).toISOString(), new Date(to).toISOString()];
  // A window includes both of its ends to the millisecond (pricing.ts): it begins at its start and ends 1 ms after its end.
  const start = (column: string) => sql.raw(`date_trunc('milliseconds', ${column})`);
  const end = (column: string) => sql.raw(`date_trunc('milliseconds', ${column}) + interval '1 millisecond'`);
  const rows = rowsOf(
    await db.execute(sql`WITH edges AS (
      SELECT product_id AS id, ${start('special_from_date')} AS at FROM product_prices
        WHERE special_from_date > ${after}::timestamptz - interval '1 millisecond' AND special_from_date <= ${until}::timestamptz
      UNION ALL SELECT product_id, ${end('special_to_date')} FROM product_prices
        WHERE special_to_date > ${after}::timestamptz - interval '1 millisecond' AND special_to_date <= ${until}::timestamptz
      UNION ALL SELECT id, ${start('news_from_date')} FROM products
        WHERE news_from_date > ${after}::timestamptz - interval '1 millisecond' AND news_from_date <= ${until}::timestamptz
      UNION ALL SELECT id, ${end('news_to_date')} FROM products
        WHERE news_to_date > ${after}::timestamptz - interval '1 millisecond' AND news_to_date <= ${until}::timestamptz)
    SELECT (extract(epoch FROM at) * 1000)::float8 AS at, array_agg(DISTINCT id) AS ids FROM edges
      WHERE at > ${after}::timestamptz AND at <= ${until}::timestamptz GROUP BY at ORDER BY at LIMIT ${MAX_BOUNDARIES}`),
  );
  return rows.map((row) => ({ at: Math.round(Number(row.at)), ids: row.ids.map(Number) }));
}

async function readWindows(first: boolean): Promise<void> {
  const now = Date.now();
  const found = (await boundaries(first ? now - PAST_MS : now, now + HORIZON_MS)).filter(
    (boundary) => !done.has(boundary.at),
  );
  const db = await getDb();
  const list = await Promise.all(
    found.map(async ({ at, ids }) => ({ at, tags: [...(await productChangeTags(db, ids)), LISTING_TAG] })),
  );
  // Boundaries that passed before the first read are only noted (pages a shared store kept before them are not
  // answered); what came due while reading runs now, the rest when due.
  notePassed(list.filter(({ at }) => at <= now));
  forgetDue();
  scheduleForgets(
    list.filter(({ at }) => at > now),
    (tags, at) => {
      done.set(at, Date.now());
      forgetAtBoundary(tags);
    },
  );
  forgetDue();
  for (const [at, forgotten] of done) if (Date.now() - forgotten > 2 * HORIZON_MS) done.delete(at);
  arm();
}

/** A timer for the next boundary (requests run due forgets themselves; the timer covers a quiet process). */
function arm(): void {
  if (timer) clearTimeout(timer);
  const next = nextForgetAt();
  if (next === Infinity) return;
  timer = setTimeout(
    () => {
      forgetDue();
      arm();
    },
    Math.max(0, next - Date.now()),
  );
  timer.unref();
}

/** Starts following the price and news windows in this process (once; the output cache starts it). */
export function followPriceWindows(): void {
  if (following) return;
  following = true;
  let reading = false;
  let first = true;
  const read = () => {
    if (reading) return;
    reading = true;
    readWindows(first)
      .then(() => {
        first = false;
      })
      .catch(() => undefined)
      .finally(() => {
        reading = false;
      });
  };
  read();
  setInterval(read, POLL_MS).unref();
}
