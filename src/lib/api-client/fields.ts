/** Path and query fields that contracts of several families share (browser-safe). */
import { z } from 'astro/zod';
import { errorMessages } from '../i18n/errors.ts';

/** An empty query field (`?status=`) counts as one left out. */
export const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A query field that may be left out or empty. */
export const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsAbsent, schema.optional());

/** The largest row id (a PostgreSQL integer): a larger one cannot name a row. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path (`…/{id}`); anything that cannot be one answers `error`. */
export function idParamsSchema(error: string) {
  const message = { error };
  return z.object({ id: z.coerce.number(message).int(message).min(1, message).max(MAX_ROW_ID, message) });
}

/** A paging field of the query (page size or page number): a whole number up to `max`, `fallback` when left out or empty. */
export const pagingField = (max: number, fallback: number) =>
  z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(max).default(fallback));

/** A row id in a path where one that cannot name a row is simply not found (the integration API, keys, webhooks). */
export const rowIdParamsSchema = idParamsSchema(errorMessages.notFound);
