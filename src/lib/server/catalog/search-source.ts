/** The paging and sort of a product search, and the fields of a document an answer keeps. */
import { ApiError } from '../http/api.ts';

/** Default page size of searches (contract: size ≤ 0 becomes 50). */
export const DEFAULT_SIZE = 50;
/** The maximum filter query size: larger sizes are capped. */
export const MAX_SIZE = 999;
/** Sort orders of product searches. */
export const productSorts = [
  'popularity:desc',
  'updated_at:desc',
  'created_at:desc',
  'created_at:asc',
  'price:asc',
  'price:desc',
  'name:asc',
  'name:desc',
] as const;
/** A sort order of product searches. */
export type ProductSort = (typeof productSorts)[number];

/** The normalised paging and sort of a search. */
export interface Paging {
  from: number;
  size: number;
  sort: ProductSort | null;
}

/** Normalises from/size/sort: size ≤ 0 → 50, negative from → 0, size capped at 999; unknown sort → 400. */
export function pagingOf(request: { from?: number | null; size?: number | null; sort?: string | null }): Paging {
  let size = Math.trunc(request.size ?? DEFAULT_SIZE);
  if (!(size > 0)) size = DEFAULT_SIZE;
  if (size > MAX_SIZE) size = MAX_SIZE;
  let from = Math.trunc(request.from ?? 0);
  if (!(from > 0)) from = 0;
  if (from > 1_000_000) from = 1_000_000;
  let sort: ProductSort | null = null;
  if (request.sort) {
    const normalised = request.sort.trim().toLowerCase();
    const withDirection = normalised.includes(':')
      ? normalised
      : `${normalised}:${normalised === 'popularity' || normalised.endsWith('_at') ? 'desc' : 'asc'}`;
    if (!(productSorts as readonly string[]).includes(withDirection))
      throw new ApiError(400, `Unknown sort ${request.sort.slice(0, 60)}`, {
        errors: [{ path: 'sort', message: `Unknown sort ${request.sort.slice(0, 60)}` }],
      });
    sort = withDirection as ProductSort;
  }
  return { from, size, sort };
}

/** Picks or drops dotted paths of a document (`_sourceInclude` / `_sourceExclude`). */
export function applySource<T extends object>(
  document: T,
  include?: readonly string[] | null,
  exclude?: readonly string[] | null,
): Partial<T> {
  const item = document as Record<string, unknown>;
  let out: Record<string, unknown> = item;
  if (include && include.length > 0) {
    out = {};
    for (const path of include) {
      const [head, ...rest] = path.split('.');
      if (!head || !(head in item)) continue;
      const value = item[head];
      if (rest.length === 0) out[head] = value;
      else if (Array.isArray(value)) {
        const previous = (out[head] as Record<string, unknown>[] | undefined) ?? value.map(() => ({}));
        out[head] = value.map((entry, index) => ({
          ...previous[index],
          ...applySource(entry as Record<string, unknown>, [rest.join('.')]),
        }));
      } else if (value && typeof value === 'object') {
        out[head] = {
          ...(out[head] as object | undefined),
          ...applySource(value as Record<string, unknown>, [rest.join('.')]),
        };
      }
    }
  }
  if (exclude && exclude.length > 0) {
    out = { ...out };
    for (const path of exclude) {
      const [head, ...rest] = path.split('.');
      if (!head || !(head in out)) continue;
      if (rest.length === 0) delete out[head];
      else {
        const value = out[head];
        if (Array.isArray(value))
          out[head] = value.map((entry) =>
            entry && typeof entry === 'object'
              ? applySource(entry as Record<string, unknown>, null, [rest.join('.')])
              : entry,
          );
        else if (value && typeof value === 'object')
          out[head] = applySource(value as Record<string, unknown>, null, [rest.join('.')]);
      }
    }
  }
  return out as Partial<T>;
}
