/**
 * The prior-price rule of price reductions, as pure functions over a price history (README.md in this folder, "Price
 * reductions").
 */
import { fromMinor, toMinor } from './pricing.ts';

/** The days before a reduction whose lowest price is its prior price. */
export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;
/** The span before a reduction whose lowest price is its prior price (ms). */
export const PRIOR_PRICE_SPAN_MS = PRIOR_PRICE_DAYS * DAY_MS;

/** A step of a price history: the selling price (tax included) applied from `from` (ms since 1970) on. */
export interface PriceStep {
  from: number;
  price: number;
  /** The regular price then; a step below it was a special price. Null when unknown (imported history). */
  regular: number | null;
}

/** A price reduction as it may be announced. */
export interface PriceReduction {
  /** The reduced price (tax included). */
  price: number;
  /** The lowest price applied in the 30 days before the reduction began. */
  priorPrice: number;
  /** Whole percent of the reduced price below the prior price (1 or more). */
  percent: number;
  /** When the reduction began (ms): the prior price is the lowest of the 30 days before. */
  since: number;
}

const byTime = (a: PriceStep, b: PriceStep) => a.from - b.from;

/**
 * The lowest price applied in the 30 days before `start` (steps sorted by time), or null when the history does not
 * cover all of them (nothing recorded as far back): a prior price is never guessed.
 */
export function lowestBefore(steps: readonly PriceStep[], start: number): number | null {
  const windowStart = start - PRIOR_PRICE_SPAN_MS;
  let lowest: number | null = null;
  let covered = false;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.from >= start) break;
    const end = steps[i + 1]?.from ?? Infinity;
    if (end <= windowStart) continue;
    if (step.from <= windowStart) covered = true;
    if (lowest === null || step.price < lowest) lowest = step.price;
  }
  return covered ? lowest : null;
}

/** Whether a step was an announceable reduction: a special price below the lowest price of the 30 days before it. */
function wasReduction(steps: readonly PriceStep[], index: number): boolean {
  const step = steps[index]!;
  if (step.regular === null || !(step.price < step.regular)) return false;
  const prior = lowestBefore(steps, step.from);
  return prior !== null && step.price < prior;
}

/** The reduction to announce for a price at an instant, given its history. More in README.md. */
export function priceReduction(steps: readonly PriceStep[], now: Date | number, price: number): PriceReduction | null {
  const at = typeof now === 'number' ? now : now.getTime();
  const past = steps.filter((step) => step.from <= at).sort(byTime);
  let first = past.length - 1;
  if (first < 0 || toMinor(past[first]!.price) !== toMinor(price)) return null;
  while (first > 0 && past[first]!.price <= past[first - 1]!.price && wasReduction(past, first - 1)) first--;
  const since = past[first]!.from;
  const prior = lowestBefore(past, since);
  if (prior === null || !(price < prior)) return null;
  const percent = Math.round(((toMinor(prior) - toMinor(price)) / toMinor(prior)) * 100);
  return percent >= 1 ? { price, priorPrice: prior, percent, since } : null;
}

/** The price a history applied at `at` (ms), or null before its first step. */
export function priceAt(steps: readonly PriceStep[], at: number): PriceStep | null {
  let found: PriceStep | null = null;
  for (const step of steps) if (step.from <= at && (found === null || step.from >= found.from)) found = step;
  return found;
}

/**
 * The history of a sum of prices (a package of parts × their quantities): a step at every change of a part, from
 * the instant every part has a price on. Empty when a part has no history.
 */
export function sumSteps(parts: readonly { steps: readonly PriceStep[]; qty: number }[]): PriceStep[] {
  if (parts.length === 0 || parts.some((part) => part.steps.length === 0)) return [];
  const start = Math.max(...parts.map((part) => Math.min(...part.steps.map((step) => step.from))));
  const instants = [...new Set(parts.flatMap((part) => part.steps.map((step) => Math.max(step.from, start))))].sort(
    (a, b) => a - b,
  );
  const out: PriceStep[] = [];
  for (const at of instants) {
    let price = 0;
    let regular: number | null = 0;
    for (const part of parts) {
      const step = priceAt(part.steps, at)!;
      price += toMinor(step.price) * part.qty;
      regular = regular === null || step.regular === null ? null : regular + toMinor(step.regular) * part.qty;
    }
    const last = out[out.length - 1];
    const next = { from: at, price: fromMinor(price), regular: regular === null ? null : fromMinor(regular) };
    if (!last || last.price !== next.price || last.regular !== next.regular) out.push(next);
  }
  return out;
}
