/** OpenAPI path items of the catalogue, search, URL, stock and CMS data calls. */
export const catalogPaths: Record<string, unknown> = {};
