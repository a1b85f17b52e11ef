/** A configurable option as the catalogue sends it. */
export interface ConfigurableOption {
  attribute_code: string;
  attribute_id?: number | string;
  label: string;
  values: { value_index: string | number; label: string }[];
}

/** A configurable child (variant) as the catalogue sends it; attribute values top level or under `attributes`. */
export interface VariantChild {
  sku: string;
  status?: number;
  price_incl_tax?: number;
  final_price_incl_tax?: number;
  final_price?: number;
  price?: number;
  stock?: { is_in_stock?: boolean; qty?: number; manage_stock?: boolean };
  attributes?: Record<string, unknown>;
  [field: string]: unknown;
}

/** The parts of a configurable product the variant rules read. */
export interface ConfigurableProduct {
  sku: string;
  configurable_options?: ConfigurableOption[];
  configurable_children?: VariantChild[];
}

/** A selection: option value by attribute code. */
export type Selection = Record<string, string | number>;

/** The value of an attribute on a child, wherever the catalogue put it. */
export function childValue(child: VariantChild, code: string): string | undefined {
  const value = child[code] ?? child.attributes?.[code];
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? String(value[0]) : String(value);
}

function unitPrice(child: VariantChild): number {
  const price = child.final_price_incl_tax ?? child.price_incl_tax ?? child.final_price ?? child.price;
  return typeof price === 'number' ? price : Number.POSITIVE_INFINITY;
}

/**
 * Children a shopper may choose: status below 2, and in stock unless out-of-stock listing is on. Children of the
 * ls_utg (discontinued) group are dropped when not in stock even then.
 */
export function selectableChildren(product: ConfigurableProduct, listOutOfStock = false): VariantChild[] {
  return (product.configurable_children ?? []).filter((child) => {
    if ((child.status ?? 1) >= 2) return false;
    const inStock = child.stock?.is_in_stock !== false;
    if (!inStock && childValue(child, 'ls_utg')) return false;
    return listOutOfStock || inStock;
  });
}

/** True when the child has every selected value. */
export function matchesAll(child: VariantChild, selection: Selection): boolean {
  return Object.entries(selection).every(([code, value]) => childValue(child, code) === String(value));
}

/**
 * The variant rule: among selectable children, an exact sku match first, else the child matching
 * the most selected attributes, ties to the lower price; null when nothing matches at all.
 */
export function findVariant(
  product: ConfigurableProduct,
  selection: Selection,
  options: { sku?: string; listOutOfStock?: boolean } = {},
): VariantChild | null {
  const candidates = selectableChildren(product, options.listOutOfStock);
  if (options.sku) {
    const exact = candidates.find((child) => child.sku === options.sku);
    if (exact) return exact;
  }
  const entries = Object.entries(selection);
  let best: VariantChild | null = null;
  let bestScore = -1;
  for (const child of candidates) {
    const score = entries.filter(([code, value]) => childValue(child, code) === String(value)).length;
    if (entries.length > 0 && score === 0) continue;
    if (score > bestScore || (score === bestScore && best && unitPrice(child) < unitPrice(best))) {
      best = child;
      bestScore = score;
    }
  }
  return best;
}

/** The selection a child represents. */
export function selectionOf(product: ConfigurableProduct, child: VariantChild): Selection {
  const out: Selection = {};
  for (const option of product.configurable_options ?? []) {
    const value = childValue(child, option.attribute_code);
    if (value !== undefined) out[option.attribute_code] = value;
  }
  return out;
}

/** The variant shown when the page loads: the configured child if available, else the first selectable one. */
export function defaultVariant(
  product: ConfigurableProduct,
  childSku?: string,
  listOutOfStock = false,
): { child: VariantChild | null; error?: string } {
  const candidates = selectableChildren(product, listOutOfStock);
  const configured = childSku ? candidates.find((c) => c.sku === childSku) : undefined;
  const child = configured ?? candidates[0] ?? null;
  return child ? { child } : { child: null, error: 'No available product variants' };
}

/** Whether an option value can still be chosen given the other selected values (greys out impossible ones). */
export function isValueAvailable(
  product: ConfigurableProduct,
  selection: Selection,
  code: string,
  value: string | number,
  listOutOfStock = false,
): boolean {
  const others = Object.fromEntries(Object.entries(selection).filter(([c]) => c !== code));
  return selectableChildren(product, listOutOfStock).some(
    (child) => childValue(child, code) === String(value) && matchesAll(child, others),
  );
}
