import {
  contentSchemas,
  relationshipsOf,
  contentTypes,
  type ContentOf,
  type ContentType,
  type LinkedEntry,
} from '../../content/schema.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { sortAndLimit, type ContentQuery, type ContentRequest, type ContentSource } from './source.ts';

/** An entry as kept in the repository: relationships are ids of entries of the same locale. */
export type RawEntry = { id: string; locale: StoreCode; draft?: boolean } & Record<string, unknown>;
/** Every content type's raw entries. */
export type RawEntries = Record<ContentType, RawEntry[]>;

/** Relationship fields derived from the other side (chapter → articles, brand → sub-brands). */
const inverse: { [T in ContentType]?: { field: string; from: ContentType; via: string } } = {
  magazineChapter: { field: 'articles', from: 'magazineItem', via: 'chapter' },
  brand: { field: 'subBrands', from: 'subBrand', via: 'parentBrand' },
};

function linked(entry: RawEntry): LinkedEntry {
  const title = String(entry.title ?? entry.name ?? entry.id);
  return {
    id: entry.id,
    slug: String(entry.subBrandSlug ?? entry.slug ?? entry.id),
    title,
    ...(typeof entry.excerpt === 'string' ? { excerpt: entry.excerpt } : {}),
    ...(typeof (entry.image ?? entry.heroImage) === 'string' ? { image: String(entry.image ?? entry.heroImage) } : {}),
  };
}

/** Resolves the raw entries of one type and locale: relationships become linked entries, drafts drop outside preview. */
export function resolveEntries<T extends ContentType>(
  raw: RawEntries,
  type: T,
  locale: StoreCode,
  preview: boolean,
): ContentOf<T>[] {
  const visible = (entry: RawEntry) => entry.locale === locale && (preview || !entry.draft);
  const byId = (target: ContentType) => new Map(raw[target].filter(visible).map((e) => [e.id, e]));
  const inv = inverse[type];
  return raw[type]
    .filter(visible)
    .map((entry) => {
      const resolved: Record<string, unknown> = { ...entry };
      for (const [field, rel] of relationshipsOf(type)) {
        if (inv?.field === field) continue;
        const targets = byId(rel.type);
        const value = entry[field];
        if (rel.many) {
          resolved[field] = (Array.isArray(value) ? value : [])
            .map((id) => targets.get(String(id)))
            .filter((e) => e !== undefined)
            .map(linked);
        } else {
          const target = targets.get(String(value));
          resolved[field] = target ? linked(target) : undefined;
        }
      }
      if (inv) {
        resolved[inv.field] = raw[inv.from]
          .filter((other) => visible(other) && other[inv.via] === entry.id)
          .sort(
            (a, b) =>
              String(b.publishedAt ?? '').localeCompare(String(a.publishedAt ?? '')) || a.id.localeCompare(b.id),
          )
          .map(linked);
      }
      const parsed = contentSchemas[type].safeParse(resolved);
      if (!parsed.success) {
        throw new Error(
          `Invalid ${type} entry ${entry.locale}/${entry.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      }
      return parsed.data as ContentOf<T>;
    })
    .filter((entry) => {
      // An article whose chapter is hidden (a draft) is hidden too.
      return type !== 'magazineItem' || (entry as ContentOf<'magazineItem'>).chapter !== undefined;
    });
}

/** Content kept in the repository (Astro content collections), read through `load`. */
export function createRepositorySource(load: () => Promise<RawEntries>): ContentSource {
  return {
    kind: 'repository',
    async list<T extends ContentType>(type: T, request: ContentRequest, query?: ContentQuery): Promise<ContentOf<T>[]> {
      const entries = resolveEntries(await load(), type, request.store, request.preview?.enabled ?? false);
      const filtered = entries.filter((entry) => {
        const e = entry as Record<string, unknown>;
        return (
          (query?.slug === undefined || e.slug === query.slug) &&
          (query?.title === undefined || e.title === query.title)
        );
      });
      return sortAndLimit(filtered, query);
    },
    async get<T extends ContentType>(type: T, id: string, request: ContentRequest): Promise<ContentOf<T> | null> {
      const entries = resolveEntries(await load(), type, request.store, request.preview?.enabled ?? false);
      return entries.find((entry) => (entry as { id: string }).id === id) ?? null;
    },
  };
}

/** Groups a flat list of raw entries by content type. */
export function groupRawEntries(entries: Partial<Record<ContentType, RawEntry[]>>): RawEntries {
  return Object.fromEntries(contentTypes.map((type) => [type, entries[type] ?? []])) as RawEntries;
}
