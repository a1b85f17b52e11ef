import {
  contentSchemas,
  relationshipsOf,
  type ContentOf,
  type ContentType,
  type LinkedEntry,
} from '../../content/schema.ts';
import { storeViews, type StoreCode } from '../../store-view/config.ts';
import { deserialise, type Deserialised, type JsonApiDocument } from './jsonapi.ts';
import {
  ContentFetchError,
  ContentInvalidError,
  type ContentQuery,
  type ContentRequest,
  type ContentSource,
  type PreviewState,
} from './source.ts';

/** How to reach a LexasCMS-compatible JSON:API content service. */
export interface LexasOptions {
  /** Base URL, e.g. https://space.spaces.lexascms.com/delivery/jsonapi (no trailing slash). */
  baseUrl: string;
  /** Bearer key, sent as Authorization when set. */
  apiKey?: string | undefined;
  /** Per-request timeout in ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The preview context sent when the editor gave none: asks the service for drafts. */
export const defaultPreviewContext = Buffer.from(JSON.stringify({ preview: true })).toString('base64');

function previewHeader(preview: PreviewState | undefined): Record<string, string> {
  if (!preview?.enabled) return {};
  return { 'x-lexascms-context': preview.context ?? defaultPreviewContext };
}

function linkedFrom(value: unknown, preview: boolean): LinkedEntry | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Deserialised;
  // A linked draft is as hidden as the draft itself outside the preview.
  if (!preview && v.draft === true) return undefined;
  const slug = v.subBrandSlug ?? v.slug;
  if (typeof slug !== 'string') return undefined;
  return {
    id: v.id,
    slug,
    title: String(v.title ?? v.name ?? v.id),
    ...(typeof v.excerpt === 'string' ? { excerpt: v.excerpt } : {}),
    ...(typeof (v.image ?? v.heroImage) === 'string' ? { image: String(v.image ?? v.heroImage) } : {}),
  };
}

/** What became of one resource the service returned. */
type Mapped<T extends ContentType> = { entry: ContentOf<T> } | { hidden: true } | { invalid: string };

/**
 * Maps a deserialised resource to the content type's entry; relationships become linked entries. Outside the
 * preview, drafts (and articles of a draft chapter) are hidden whatever the service returned; a resource that does
 * not match the type's fields is invalid, with the reason.
 */
function toEntry<T extends ContentType>(
  type: T,
  resource: Deserialised,
  store: StoreCode,
  preview: boolean,
  sparse = false,
): Mapped<T> {
  if (!preview && resource.draft === true) return { hidden: true };
  const value: Record<string, unknown> = { ...resource, locale: store };
  delete value.type;
  for (const [field, rel] of relationshipsOf(type)) {
    const raw = resource[field];
    value[field] = rel.many
      ? Array.isArray(raw)
        ? raw.map((item) => linkedFrom(item, preview)).filter((e) => e !== undefined)
        : []
      : linkedFrom(raw, preview);
  }
  if (!preview && type === 'magazineItem' && (resource.chapter as Deserialised | undefined)?.draft === true)
    return { hidden: true };
  // Sparse fieldsets leave required fields out on purpose: the caller asked for only these.
  if (sparse) return { entry: value as ContentOf<T> };
  const parsed = contentSchemas[type].safeParse(value);
  if (parsed.success) return { entry: parsed.data as ContentOf<T> };
  return {
    invalid: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`).join('; '),
  };
}

/** Logs an entry that failed validation; in the preview the editor is shown the reason instead of a missing page. */
function rejectInvalid(type: ContentType, id: string, reason: string, preview: boolean): void {
  console.warn(`[content] ${type}/${id} is invalid and not shown: ${reason}`);
  if (preview) throw new ContentInvalidError(type, id, reason);
}

/** Names the relationships to include for a content type. */
function includes(type: ContentType): string | undefined {
  const names = relationshipsOf(type).map(([name]) => name);
  return names.length ? names.join(',') : undefined;
}

/** A content source reading a LexasCMS-compatible JSON:API service. */
export function createLexasSource(options: LexasOptions): ContentSource {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  async function request(
    path: string,
    params: URLSearchParams,
    preview: PreviewState | undefined,
  ): Promise<JsonApiDocument> {
    const url = `${options.baseUrl}/${path}${params.size ? `?${params}` : ''}`;
    const response = await doFetch(url, {
      headers: {
        Accept: 'application/vnd.api+json',
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        ...previewHeader(preview),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return { data: null };
    if (!response.ok) {
      let detail = `HTTP ${response.status}`;
      try {
        const body = (await response.json()) as JsonApiDocument;
        const first = body.errors?.[0];
        if (first) detail += ` ${first.title ?? ''}${first.detail ? `: ${first.detail}` : ''}`.trimEnd();
      } catch {
        // the body is not JSON: the status says enough
      }
      throw new Error(detail);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!/application\/(vnd\.api\+)?json/.test(type)) throw new Error(`bad content-type ${type || '(none)'}`);
    return (await response.json()) as JsonApiDocument;
  }

  function baseParams(type: ContentType, store: StoreCode, query?: ContentQuery): URLSearchParams {
    const params = new URLSearchParams();
    params.set('localeCode', storeViews[store].locale);
    const include = includes(type);
    if (include) params.set('include', include);
    if (query?.slug !== undefined) params.set('filter[slug][_eq]', query.slug);
    if (query?.title !== undefined) params.set('filter[title][_eq]', query.title);
    if (query?.fields?.length) params.set(`fields[${type}]`, query.fields.join(','));
    if (query?.limit !== undefined) params.set('page[limit]', String(query.limit));
    if (query?.sort) params.set('sort', query.sort);
    return params;
  }

  return {
    kind: 'service',
    async list<T extends ContentType>(type: T, req: ContentRequest, query?: ContentQuery): Promise<ContentOf<T>[]> {
      const preview = req.preview?.enabled ?? false;
      const document = await request(type, baseParams(type, req.store, query), req.preview).catch((error: unknown) => {
        throw new ContentFetchError(error instanceof Error ? error.message : String(error));
      });
      const entries: ContentOf<T>[] = [];
      for (const resource of deserialise(document)) {
        const mapped = toEntry(type, resource, req.store, preview, Boolean(query?.fields?.length));
        if ('entry' in mapped) entries.push(mapped.entry);
        else if ('invalid' in mapped) rejectInvalid(type, resource.id, mapped.invalid, preview);
      }
      return entries;
    },
    async get<T extends ContentType>(type: T, id: string, req: ContentRequest): Promise<ContentOf<T> | null> {
      const preview = req.preview?.enabled ?? false;
      let document: JsonApiDocument;
      try {
        document = await request(`${type}/${encodeURIComponent(id)}`, baseParams(type, req.store), req.preview);
      } catch (error) {
        throw new ContentFetchError(error instanceof Error ? error.message : String(error));
      }
      const [resource] = deserialise(document);
      if (!resource) return null;
      const mapped = toEntry(type, resource, req.store, preview);
      if ('entry' in mapped) return mapped.entry;
      if ('invalid' in mapped) rejectInvalid(type, id, mapped.invalid, preview);
      return null;
    },
  };
}
