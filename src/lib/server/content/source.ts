import type { ContentOf, ContentType } from '../../content/schema.ts';
import type { StoreCode } from '../../store-view/config.ts';

/** Editor preview of a request: drafts are shown; `context` is the content service's preview context. */
export interface PreviewState {
  enabled: boolean;
  /** Opaque x-lexascms-context value handed over by the editor, if any. */
  context?: string | undefined;
}

/** Who asks: the store (its locale) and whether the editor preview is on. */
export interface ContentRequest {
  store: StoreCode;
  preview?: PreviewState | undefined;
}

/** Collection query parameters of the content service. */
export interface ContentQuery {
  /** filter[slug] equals. */
  slug?: string | undefined;
  /** filter[title] equals. */
  title?: string | undefined;
  /** page[limit]. */
  limit?: number | undefined;
  /** A field name, '-' prefixed for descending (JSON:API sort). */
  sort?: string | undefined;
  /** fields[type]: only these attributes (plus id and relationships). */
  fields?: string[] | undefined;
}

/** Where editorial content comes from: the repository or a JSON:API content service. */
export interface ContentSource {
  readonly kind: 'repository' | 'service';
  /** Entries of a type in the store's locale; drafts only in preview. */
  list<T extends ContentType>(type: T, request: ContentRequest, query?: ContentQuery): Promise<ContentOf<T>[]>;
  /** One entry by id; null when it does not exist (or is a draft outside preview). Failures reject. */
  get<T extends ContentType>(type: T, id: string, request: ContentRequest): Promise<ContentOf<T> | null>;
}

/** The error a failed single-item fetch rejects with. */
export class ContentFetchError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(`Error fetching item from LexasCMS: ${detail}`);
    this.name = 'ContentFetchError';
    this.detail = detail;
  }
}

/** Applies sort and limit the same way for every source. */
export function sortAndLimit<E extends object>(entries: E[], query: ContentQuery | undefined): E[] {
  let result = entries;
  if (query?.sort) {
    const descending = query.sort.startsWith('-');
    const field = query.sort.replace(/^-/, '');
    result = [...result].sort((a, b) => {
      const x = (a as Record<string, unknown>)[field];
      const y = (b as Record<string, unknown>)[field];
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
      return descending ? -order : order;
    });
  }
  if (query?.limit !== undefined) result = result.slice(0, Math.max(0, query.limit));
  return result;
}

/** An entry the content service returned that does not match its type's fields (shown with its reason in the preview). */
export class ContentInvalidError extends Error {
  readonly reason: string;
  constructor(type: string, id: string, reason: string) {
    super(`The content entry ${type}/${id} is invalid: ${reason}`);
    this.name = 'ContentInvalidError';
    this.reason = reason;
  }
}
