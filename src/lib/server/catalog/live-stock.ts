/**
 * Stock quantities a search reads with its page, put into documents built from stored rows: a change of quantity
 * that leaves a product sellable (or not) does not make its stored document outdated. More in
 * src/lib/server/search/README.md.
 */
import type { ProductDocument } from './document-types.ts';

/** `document` with the quantities of `stock` ([product id, qty] of it and its variants); the same object if none
 * changed. Kept documents are shared, so a changed one is a copy. */
export function withLiveStock(document: ProductDocument, stock: readonly [number, number][] | null): ProductDocument {
  if (!stock || stock.length === 0) return document;
  const qtyOf = new Map(stock);
  const children = document.configurable_children;
  const own = qtyOf.get(document.id);
  const childChanged = children.some((child) => {
    const qty = qtyOf.get(child.id);
    return qty !== undefined && qty !== child.qty;
  });
  if (!childChanged && (own === undefined || own === document.qty || document.type_id === 'configurable'))
    return document;
  const configurable_children = childChanged
    ? children.map((child) => {
        const qty = qtyOf.get(child.id);
        return qty === undefined || qty === child.qty ? child : { ...child, qty, stock: { ...child.stock, qty } };
      })
    : children;
  // A configurable holds the units of its sellable variants (as the document builder counts them).
  const qty =
    document.type_id === 'configurable'
      ? configurable_children.reduce((sum, child) => sum + (child.stock.is_in_stock ? child.qty : 0), 0)
      : (own ?? document.qty);
  return { ...document, configurable_children, qty, stock: { ...document.stock, qty } };
}
