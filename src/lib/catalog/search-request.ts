/**
 * The bodies of the catalogue searches, one schema per search type: the contracts take them as their bodies (so the
 * OpenAPI document shows these limits) and the services parse in-process requests with the same ones. A null field
 * reads as absent.
 */
import { z } from 'astro/zod';

const text = z.string().max(500);
const fieldName = z.string().max(100);
/** A page offset or size: a number, or digits in a string (other clients send them so). */
const paging = z
  .union([z.number(), z.string().regex(/^-?\d{1,12}$/)])
  .transform(Number)
  .pipe(z.number());
const sourceFields = z.array(z.string().max(200)).max(300);
const sortField = z.string().max(60);

const productScalar = z.union([z.string().max(200), z.number(), z.boolean()]);
const productFilter = z.union([productScalar, z.array(productScalar).max(200), z.record(z.string(), z.unknown())]);
const productFilters = z.record(fieldName, productFilter);

/** The body of a product search: text, filters and exclusions, sort, paging, the fields to answer, aggregations. */
export const productSearchRequestSchema = z.object({
  query: z
    .object({
      text: text.optional().nullable(),
      filters: productFilters.optional().nullable(),
      exclude: productFilters.optional().nullable(),
    })
    .optional()
    .nullable(),
  sort: sortField
    .optional()
    .nullable()
    .describe(
      'popularity:desc (default), updated_at:desc, created_at:desc, created_at:asc, price:asc, price:desc, name:asc, name:desc',
    ),
  from: paging.optional().nullable().describe('Negative becomes 0'),
  size: paging.optional().nullable().describe('≤ 0 becomes 50; capped at 999'),
  _sourceInclude: sourceFields.optional().nullable(),
  _sourceExclude: sourceFields.optional().nullable(),
  aggregations: z
    .array(fieldName)
    .max(40)
    .optional()
    .nullable()
    .describe('Attribute codes and price (0-50, 50-100, 100-150, 150+ scaled to the store currency)'),
});
/** A product search request as a caller writes it. */
export type ProductSearchRequest = z.input<typeof productSearchRequestSchema>;

const categoryScalar = z.union([z.string().max(300), z.number(), z.boolean()]);
const countRange = z
  .object({
    gt: z.number().optional(),
    gte: z.number().optional(),
    lt: z.number().optional(),
    lte: z.number().optional(),
  })
  .strict();

/** The body of a category search: filters, sort, paging and the fields to answer (active categories only by default). */
export const categorySearchRequestSchema = z.object({
  query: z
    .object({
      filters: z
        .record(fieldName, z.union([categoryScalar, z.array(categoryScalar).max(500), countRange]))
        .optional()
        .nullable()
        .describe(
          'id, parent_id, level, is_active, include_in_menu, url_key, url_path, slug, name; product_count also as a range',
        ),
    })
    .optional()
    .nullable(),
  sort: sortField.optional().nullable().describe('position:asc (default), name, id or level, :asc or :desc'),
  from: paging.optional().nullable().describe('Negative becomes 0'),
  size: paging.optional().nullable().describe('Default and cap 4000'),
  _sourceInclude: sourceFields.optional().nullable(),
  _sourceExclude: sourceFields.optional().nullable(),
});
/** A category search request as a caller writes it. */
export type CategorySearchRequest = z.input<typeof categorySearchRequestSchema>;

const anyFilter = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number(), z.boolean()])),
  z.record(z.string(), z.unknown()),
]);

/** The body of the attribute and tax rule searches: the attribute search reads its filters, from, size and sources. */
export const referenceSearchRequestSchema = z
  .object({
    query: z
      .object({
        text: text.optional(),
        filters: z.record(z.string(), anyFilter).optional(),
        exclude: z.record(z.string(), anyFilter).optional(),
      })
      .optional()
      .nullable(),
    sort: sortField.optional(),
    from: z.union([z.number(), z.string()]).optional(),
    size: z.union([z.number(), z.string()]).optional(),
    _sourceInclude: z.array(z.string()).optional(),
    _sourceExclude: z.array(z.string()).optional(),
    aggregations: z.array(z.string()).optional(),
  })
  .loose();
