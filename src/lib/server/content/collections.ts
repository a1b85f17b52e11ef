import { getCollection } from 'astro:content';
import { contentTypes } from '../../content/schema.ts';
import type { RawEntries, RawEntry } from './repository.ts';

let cached: Promise<RawEntries> | undefined;

/** Reads the Astro content collections once into raw entries (relationships still ids). */
export function loadCollections(): Promise<RawEntries> {
  cached ??= Promise.all(
    contentTypes.map(async (type) => {
      const entries = await getCollection(type);
      return [
        type,
        entries.map(({ data }) => {
          const { contentId, ...rest } = data as Record<string, unknown> & { contentId: string };
          return { ...rest, id: contentId } as RawEntry;
        }),
      ] as const;
    }),
  ).then((pairs) => Object.fromEntries(pairs) as RawEntries);
  return cached;
}
