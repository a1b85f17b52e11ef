import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { repositoryEntries } from '../../../src/content/entries.ts';
import { contentRelationships, contentTypes, type ContentType } from '../../../src/lib/content/schema.ts';
import { resolveEntries } from '../../../src/lib/server/content/repository.ts';
import type { JsonApiDocument, JsonApiResource } from '../../../src/lib/server/content/jsonapi.ts';
import { storeCodes, storeViews, type StoreCode } from '../../../src/lib/store-view/config.ts';

/** What the fake service does besides answering: require a key, fail, or answer with the wrong content type. */
export interface FakeServiceOptions {
  port?: number;
  apiKey?: string;
  failWith?: number;
  htmlAnswers?: boolean;
  /** Answer only after this many milliseconds (a slow service). */
  delayMs?: number;
  /** Return drafts to every caller, marked `draft: true` (a preview-capable key): the shop must drop them. */
  leakDrafts?: boolean;
  /** Ids of entries answered without their title (invalid for every content type). */
  corrupt?: string[];
}

/** A request the fake content service received. */
export interface ReceivedRequest {
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** A LexasCMS-like JSON:API server serving the repository content, started by the tests. */
export interface FakeContentService {
  url: string;
  requests: ReceivedRequest[];
  options: FakeServiceOptions;
  close(): Promise<void>;
}

const MEDIA = 'application/vnd.api+json';

function toResource(
  type: ContentType,
  entry: Record<string, unknown>,
  fields: string[] | undefined,
  options: FakeServiceOptions = {},
): JsonApiResource {
  const rels = contentRelationships[type] ?? {};
  const attributes: Record<string, unknown> = {};
  const relationships: NonNullable<JsonApiResource['relationships']> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'id' || key === 'locale' || (key === 'draft' && !options.leakDrafts)) continue;
    if (key === 'title' && options.corrupt?.includes(String(entry.id))) continue;
    const rel = rels[key];
    if (rel) {
      relationships[key] = {
        data: rel.many
          ? (value as { id: string }[]).map((v) => ({ type: rel.type, id: v.id }))
          : value
            ? { type: rel.type, id: (value as { id: string }).id }
            : null,
      };
    } else if (!fields || fields.includes(key)) {
      attributes[key] = value;
    }
  }
  return { type, id: String(entry.id), attributes, ...(Object.keys(relationships).length ? { relationships } : {}) };
}

function isPreview(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  try {
    return JSON.parse(Buffer.from(header, 'base64').toString('utf8')).preview === true;
  } catch {
    return false;
  }
}

function answer(res: ServerResponse, status: number, body: JsonApiDocument, html = false): void {
  res.writeHead(status, { 'content-type': html ? 'text/html' : MEDIA });
  res.end(html ? '<html><body>Maintenance</body></html>' : JSON.stringify(body));
}

/** Starts the fake service on a free port. */
export async function startFakeContentService(options: FakeServiceOptions = {}): Promise<FakeContentService> {
  const requests: ReceivedRequest[] = [];
  const state: FakeServiceOptions = options;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ path: url.pathname, params: url.searchParams, headers: req.headers });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (res.destroyed) return undefined;
    if (state.failWith)
      return answer(res, state.failWith, {
        errors: [{ status: String(state.failWith), title: 'Service unavailable', detail: 'Scheduled maintenance' }],
      });
    if (state.htmlAnswers) return answer(res, 200, {}, true);
    if (state.apiKey && req.headers.authorization !== `Bearer ${state.apiKey}`) {
      return answer(res, 401, {
        errors: [{ status: '401', title: 'Unauthorized', detail: 'A valid access token is required' }],
      });
    }
    const [, typeName, id] = url.pathname.split('/');
    const type = contentTypes.find((t) => t === typeName);
    if (!type)
      return answer(res, 404, {
        errors: [{ status: '404', title: 'Not found', detail: `Unknown content type ${typeName}` }],
      });
    const localeCode = url.searchParams.get('localeCode') ?? 'sv-SE';
    const store: StoreCode = storeCodes.find((code) => storeViews[code].locale === localeCode) ?? 'sv';
    const preview = state.leakDrafts || isPreview(req.headers['x-lexascms-context']);
    let entries = resolveEntries(repositoryEntries, type, store, preview) as unknown as Record<string, unknown>[];
    const fields = url.searchParams.get(`fields[${type}]`)?.split(',');
    const include = url.searchParams.get('include')?.split(',').filter(Boolean) ?? [];
    const included = new Map<string, JsonApiResource>();
    const addIncluded = (entry: Record<string, unknown>) => {
      for (const name of include) {
        const rel = contentRelationships[type]?.[name];
        if (!rel) continue;
        const targets = resolveEntries(repositoryEntries, rel.type, store, preview) as unknown as Record<
          string,
          unknown
        >[];
        const value = entry[name];
        const ids = (rel.many ? (value as { id: string }[]) : value ? [value as { id: string }] : []).map((v) => v.id);
        for (const target of targets.filter((t) => ids.includes(String(t.id))))
          included.set(`${rel.type}:${target.id}`, toResource(rel.type, target, undefined, state));
      }
    };
    if (id) {
      const entry = entries.find((e) => e.id === decodeURIComponent(id));
      if (!entry)
        return answer(res, 404, {
          errors: [{ status: '404', title: 'Not found', detail: `No ${type} with id ${id}` }],
        });
      addIncluded(entry);
      return answer(res, 200, {
        data: toResource(type, entry, fields, state),
        ...(included.size ? { included: [...included.values()] } : {}),
      });
    }
    for (const field of ['slug', 'title']) {
      const value = url.searchParams.get(`filter[${field}][_eq]`);
      if (value !== null) entries = entries.filter((e) => e[field] === value);
    }
    const sort = url.searchParams.get('sort');
    if (sort) {
      const key = sort.replace(/^-/, '');
      entries = [...entries].sort(
        (a, b) =>
          String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'en', { numeric: true }) *
          (sort.startsWith('-') ? -1 : 1),
      );
    }
    const limit = url.searchParams.get('page[limit]');
    if (limit !== null) entries = entries.slice(0, Number(limit));
    entries.forEach(addIncluded);
    return answer(res, 200, {
      data: entries.map((e) => toResource(type, e, fields, state)),
      ...(included.size ? { included: [...included.values()] } : {}),
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    options: state,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
