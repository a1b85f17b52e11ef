/**
 * The demo catalogue's price history: 60 plausible days behind every seeded price, so the prior-price rule shows in the
 * demo (catalog/README.md "Price reductions").
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { priceHistory } from '../db/schema/index.ts';
import { Random } from './random.ts';

const DAY = 86_400_000;
/** How far back the seeded history goes. */
const HISTORY_DAYS = 60;

interface PriceRowOf {
  product_id: number;
  parent_id: number | null;
  store_code: string;
  price: string | number;
  special_price: string | number | null;
  special_from_date: string | Date | null;
  special_to_date: string | Date | null;
}
type Step = typeof priceHistory.$inferInsert;

/** A derived price rounded like the shop's prices (…9 in SEK and NOK, …,90 or …4 euros). */
function shopPrice(value: number, store: string): number {
  if (store === 'fi')
    return value < 10 ? Math.max(1.9, Math.round(value * 2) / 2 - 0.1) : Math.round(value / 5) * 5 - 1;
  return value < 100 ? Math.max(9, Math.round(value / 10) * 10 - 1) : Math.round(value / 50) * 50 - 1;
}

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The steps of one price row: its past (as the row's family story says), its present and its foreseen window. */
function stepsOf(row: PriceRowOf, now: number, seed: number): Step[] {
  const rng = new Random(seed ^ (row.parent_id ?? row.product_id));
  const story = rng.next();
  const regular = Number(row.price);
  const special = row.special_price === null ? null : Number(row.special_price);
  const from = dateOf(row.special_from_date)?.getTime() ?? null;
  const to = dateOf(row.special_to_date)?.getTime() ?? null;
  const start = now - HISTORY_DAYS * DAY;
  const steps: Step[] = [];
  const step = (at: number, price: number, regularPrice = regular) =>
    steps.push({
      productId: row.product_id,
      storeCode: row.store_code,
      effectiveFrom: new Date(at),
      price,
      regularPrice,
    });

  const usable = special !== null && special < regular && (from === null || to === null || from <= to);
  const saleStart = usable ? (from === null ? start : Math.max(start, from)) : null;
  const selling = (at: number) => (usable && at >= saleStart! && (to === null || at <= to) ? special! : regular);
  const activeSale = usable && saleStart! <= now && (to === null || to >= now) && saleStart! > start;

  if (activeSale && story < 0.25 && saleStart! - 5 * DAY > start) {
    // Raised five days before the sale: the lower price before the raise is the prior price.
    const before = shopPrice(regular * 0.8, row.store_code);
    step(start, before, before);
    step(saleStart! - 5 * DAY, regular);
  } else if (activeSale && story < 0.45 && saleStart! - 20 * DAY > start) {
    // A shorter campaign ended a couple of weeks before this sale.
    step(start, regular);
    step(saleStart! - 20 * DAY, shopPrice(regular * 0.85, row.store_code));
    step(saleStart! - 12 * DAY, regular);
  } else if (story > 0.85 && !usable) {
    // The regular price was cut from a higher one 35-55 days ago.
    const higher = shopPrice(regular * 1.15, row.store_code);
    step(start, higher, higher);
    step(now - rng.int(35, 55) * DAY, regular);
  } else step(start, regular);

  if (usable) {
    const progressive = activeSale && story >= 0.45 && story < 0.6 && now - saleStart! > 4 * DAY;
    if (progressive) {
      // A first, shallower step; the sale deepened to its present price a few days later.
      step(saleStart!, shopPrice((regular + special!) / 2, row.store_code));
      step(saleStart! + rng.int(2, Math.floor((now - saleStart!) / DAY) - 1) * DAY, special!);
    } else step(saleStart!, special!);
    if (to !== null && to >= saleStart!) step(to + 1, regular);
  }
  // Steps in time order, the later of two at one instant winning, and none repeating the price before it.
  const ordered = new Map<number, Step>();
  for (const s of steps.sort((a, b) => a.effectiveFrom!.getTime() - b.effectiveFrom!.getTime()))
    ordered.set(s.effectiveFrom!.getTime(), s);
  const out: Step[] = [];
  for (const s of ordered.values()) {
    const last = out[out.length - 1];
    if (!last || last.price !== s.price || last.regularPrice !== s.regularPrice) out.push(s);
  }
  // The history must end in the price the row applies now and later.
  if (out.length > 0 && out.filter((s) => s.effectiveFrom!.getTime() <= now).at(-1)!.price !== selling(now))
    return [{ ...out[0]!, effectiveFrom: new Date(start), price: selling(now) }];
  return out;
}

/**
 * Replaces the recorded price history of the catalogue with a plausible one of the last 60 days before `now` (and
 * the steps its special price windows foresee after it). One call at the end of the seed.
 */
export async function seedPriceHistory(db: Db, now: Date, seed = 20261121): Promise<number> {
  const result = await db.execute(sql`SELECT pr.product_id, p.parent_id, pr.store_code, pr.price, pr.special_price,
    pr.special_from_date, pr.special_to_date FROM product_prices pr JOIN products p ON p.id = pr.product_id
    ORDER BY pr.product_id, pr.store_code`);
  const rows = ((result as { rows?: PriceRowOf[] }).rows ?? (result as unknown as PriceRowOf[])) as PriceRowOf[];
  await db.execute(sql`DELETE FROM price_history`);
  const steps = rows.flatMap((row) => stepsOf(row, now.getTime(), seed));
  for (let i = 0; i < steps.length; i += 5000) await db.insert(priceHistory).values(steps.slice(i, i + 5000));
  return steps.length;
}
