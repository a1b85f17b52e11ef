/** A JSON:API resource identifier. */
export interface ResourceIdentifier {
  type: string;
  id: string;
}

/** A JSON:API resource object. */
export interface JsonApiResource extends ResourceIdentifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

/** A JSON:API top-level document. */
export interface JsonApiDocument {
  data?: JsonApiResource | JsonApiResource[] | null;
  included?: JsonApiResource[];
  errors?: { status?: string; title?: string; detail?: string }[];
}

/** A deserialised resource: id, attributes flattened, relationships resolved from `included` where present. */
export type Deserialised = { id: string; type: string } & Record<string, unknown>;

/**
 * Flattens a JSON:API document: attributes become fields, relationships become the included resources
 * (deserialised recursively, cycles cut) or bare `{ id, type }` identifiers when not included.
 */
export function deserialise(document: JsonApiDocument): Deserialised[] {
  const included = new Map<string, JsonApiResource>();
  for (const resource of document.included ?? []) included.set(`${resource.type}:${resource.id}`, resource);
  const data = document.data;
  if (data && !Array.isArray(data)) included.set(`${data.type}:${data.id}`, data);
  if (Array.isArray(data)) for (const resource of data) included.set(`${resource.type}:${resource.id}`, resource);

  const build = (resource: JsonApiResource, path: Set<string>): Deserialised => {
    const key = `${resource.type}:${resource.id}`;
    const result: Deserialised = { ...(resource.attributes ?? {}), id: resource.id, type: resource.type };
    const nextPath = new Set(path).add(key);
    const resolve = (identifier: ResourceIdentifier): Deserialised => {
      const idKey = `${identifier.type}:${identifier.id}`;
      const found = included.get(idKey);
      if (!found || nextPath.has(idKey)) return { id: identifier.id, type: identifier.type };
      return build(found, nextPath);
    };
    for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
      const rel = relationship.data;
      if (rel === undefined) continue;
      result[name] = rel === null ? null : Array.isArray(rel) ? rel.map(resolve) : resolve(rel);
    }
    return result;
  };

  if (!data) return [];
  return (Array.isArray(data) ? data : [data]).map((resource) => build(resource, new Set()));
}
