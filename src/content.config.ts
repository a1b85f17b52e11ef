import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { repositoryEntries } from './content/entries.ts';
import { contentTypes, type ContentType } from './lib/content/schema.ts';
import { storeCodes } from './lib/store-view/config.ts';

// One collection per content type. Entries keep their relationships as ids (resolved per locale and preview by
// src/lib/server/content/repository.ts, which also validates every entry against src/lib/content/schema.ts).
const rawEntrySchema = z.looseObject({
  contentId: z.string(),
  locale: z.enum(storeCodes),
  draft: z.boolean().optional(),
});

function collectionOf(type: ContentType) {
  return defineCollection({
    loader: async () =>
      repositoryEntries[type].map((entry) => ({ ...entry, id: `${entry.locale}/${entry.id}`, contentId: entry.id })),
    schema: rawEntrySchema,
  });
}

/** The repository default of every content type (src/content/*.ts). */
export const collections = Object.fromEntries(contentTypes.map((type) => [type, collectionOf(type)])) as Record<
  ContentType,
  ReturnType<typeof collectionOf>
>;
