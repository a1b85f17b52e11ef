/** OpenAPI path items of the user, newsletter, review, report, stock alert and mail-service calls. */
export const accountPaths: Record<string, unknown> = {};
