/** OpenAPI path items of the cart, checkout, payment provider, gift card, service point and order calls. */
export const salesPaths: Record<string, unknown> = {};
