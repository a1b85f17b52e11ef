import { contentSchemas, relationshipsOf, type ContentOf, type ContentType, type LinkedEntry } from '../../content/schema.ts';
import { storeViews, type StoreCode } from '../../store-view/config.ts';
import { deserialise, type Deserialised, type JsonApiDocument } from './jsonapi.ts';
import { ContentFetchError, type ContentQuery, type ContentRequest, type ContentSource, type PreviewState } from './source.ts';

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

function linkedFrom(value: unknown): LinkedEntry | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Deserialised;
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

/** Maps a deserialised resource to the content type's entry; relationships become linked entries. */
function toEntry<T extends ContentType>(type: T, resource: Deserialised, store: StoreCode, sparse = false): ContentOf<T> | null {
  const value: Record<string, unknown> = { ...resource, locale: store };
  delete value.type;
  for (const [field, rel] of relationshipsOf(type)) {
    const raw = resource[field];
    value[field] = rel.many
      ? (Array.isArray(raw) ? raw.map(linkedFrom).filter((e) => e !== undefined) : [])
      : linkedFrom(raw);
  }
  // Sparse fieldsets leave required fields out on purpose: the caller asked for only these.
  if (sparse) return value as ContentOf<T>;
  const parsed = contentSchemas[type].safeParse(value);
  return parsed.success ? (parsed.data as ContentOf<T>) : null;
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

  async function request(path: string, params: URLSearchParams, preview: PreviewState | undefined): Promise<JsonApiDocument> {
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
      const document = await request(type, baseParams(type, req.store, query), req.preview).catch((error: unknown) => {
        throw new ContentFetchError(error instanceof Error ? error.message : String(error));
      });
      return deserialise(document).map((resource) => toEntry(type, resource, req.store, Boolean(query?.fields?.length))).filter((e): e is ContentOf<T> => e !== null);
    },
    async get<T extends ContentType>(type: T, id: string, req: ContentRequest): Promise<ContentOf<T> | null> {
      let document: JsonApiDocument;
      try {
        document = await request(`${type}/${encodeURIComponent(id)}`, baseParams(type, req.store), req.preview);
      } catch (error) {
        throw new ContentFetchError(error instanceof Error ? error.message : String(error));
      }
      const [resource] = deserialise(document);
      if (!resource) return null;
      const entry = toEntry(type, resource, req.store);
      if (!entry) throw new ContentFetchError(`${type}/${id} does not match the expected fields`);
      return entry;
    },
  };
}
