import type { ProductOption, ServerCartItem, StockRecord } from './api.ts';

/** A cart line in the browser. */
export interface CartItem {
  sku: string;
  qty: number;
  name: string;
  /** Unit price incl. tax in the store's currency. */
  price: number;
  type_id: string;
  parentSku?: string;
  image?: string;
  url?: string;
  /** Chosen options as shown to the shopper. */
  options?: { label: string; value: string }[];
  product_option?: ProductOption;
  /** Bundle: the chosen parts' skus and how many of each one unit holds (their stock counts these too). */
  bundleChildren?: { sku: string; qty: number }[];
  /** Identity of the line: hash of sku plus custom, bundle and configurable options. */
  checksum: string;
  server_item_id?: number;
  server_cart_id?: string;
  /** The quantity before the last local change, restored when the server refuses it. */
  prev_qty?: number;
  stock?: Pick<StockRecord, 'qty' | 'is_in_stock' | 'manage_stock'>;
  is_in_stock?: boolean;
  errors?: Record<string, string>;
  info?: Record<string, string>;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(typeof value === 'number' ? String(value) : (value ?? null));
}

/** A short, stable non-cryptographic hash (FNV-1a, 32 bit, hex). */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

function optionParts(option: ProductOption | undefined) {
  const ext = option?.extension_attributes ?? {};
  const byId = <T extends { option_id: string | number }>(list: T[] | undefined) =>
    [...(list ?? [])].sort((a, b) => (String(a.option_id) < String(b.option_id) ? -1 : 1));
  return {
    configurable: byId(ext.configurable_item_options).map((o) => [String(o.option_id), String(o.option_value)]),
    bundle: byId(ext.bundle_options).map((o) => [
      String(o.option_id),
      o.option_qty,
      o.option_selections.map(String).sort(),
    ]),
    custom: byId(ext.custom_options).map((o) => [String(o.option_id), String(o.option_value)]),
  };
}

/** The checksum of a line: the same sku with the same options is the same line. */
export function itemChecksum(sku: string, option?: ProductOption): string {
  return hash(stable({ sku, ...optionParts(option) }));
}

/** True when the line carries custom or bundle options (then only the checksum identifies it). */
export function hasCustomOrBundleOptions(option?: ProductOption): boolean {
  const ext = option?.extension_attributes;
  return Boolean(ext?.bundle_options?.length || ext?.custom_options?.length);
}

/**
 * Finds the server line of a client line: by server id when the line belongs to this server cart, else by
 * checksum when custom or bundle options are involved, else by sku.
 */
export function findServerItem(
  serverItems: ServerCartItem[],
  item: CartItem,
  cartId: string,
): ServerCartItem | undefined {
  if (item.server_item_id !== undefined && item.server_cart_id === cartId) {
    const byId = serverItems.find((s) => s.item_id === item.server_item_id);
    if (byId) return byId;
  }
  if (hasCustomOrBundleOptions(item.product_option)) {
    return serverItems.find((s) => itemChecksum(s.sku, s.product_option) === item.checksum);
  }
  return serverItems.find((s) => s.sku === item.sku && !hasCustomOrBundleOptions(s.product_option));
}

/** Hash of the lines and their quantities: unchanged means nothing to sync. */
export function itemsHash(items: CartItem[]): string {
  if (items.length === 0) return '';
  return hash(stable(items.map((i) => [i.checksum, i.qty]).sort()));
}

/** A local line made from a server line (a server-only line being adopted). */
export function fromServerItem(server: ServerCartItem, cartId: string): CartItem {
  return {
    sku: server.sku,
    qty: server.qty,
    name: server.name,
    price: server.price,
    type_id: server.product_type,
    ...(server.product_option ? { product_option: server.product_option } : {}),
    ...(server.options?.length ? { options: server.options } : {}),
    checksum: itemChecksum(server.sku, server.product_option),
    server_item_id: server.item_id,
    server_cart_id: cartId,
    prev_qty: server.qty,
  };
}
