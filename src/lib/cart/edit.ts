/**
 * Cart edit mode (closed, or open with a product id, qty and selected options): a line
 * of the cart page is re-configured in place — another variant of the same configurable product, or another quantity.
 * The pure rules (`reselect`, `planLineEdit`) decide; `applyLineEdit` carries the plan out through the cart store.
 */
import {
  childValue,
  isValueAvailable,
  matchesAll,
  selectableChildren,
  selectionOf,
  type ConfigurableProduct,
  type Selection,
  type VariantChild,
} from '../variant/select.ts';
import { addToCart, removeFromCart, updateQuantity, type CartItem } from './store.ts';

/** The selection after choosing `value` for `code`: the chosen value always stays; the other values are kept when
 * an available child has them all, else taken from the available child with that value matching most of them. */
export function reselect(product: ConfigurableProduct, selection: Selection, code: string, value: string): Selection {
  const next = { ...selection, [code]: value };
  const withValue = selectableChildren(product).filter((child) => childValue(child, code) === value);
  if (withValue.some((child) => matchesAll(child, next))) return next;
  const others = Object.entries(selection).filter(([c]) => c !== code);
  const best = withValue
    .map((child) => ({ child, score: others.filter(([c, v]) => childValue(child, c) === String(v)).length }))
    .sort((a, b) => b.score - a.score)[0];
  return best ? selectionOf(product, best.child) : next;
}

/** The option values a select shows for `code`, each with whether it can be chosen beside the other values. */
export function optionChoices(
  product: ConfigurableProduct,
  selection: Selection,
  code: string,
): { value: string; label: string; available: boolean }[] {
  const option = product.configurable_options?.find((o) => o.attribute_code === code);
  const present = new Set((product.configurable_children ?? []).map((child) => childValue(child, code)));
  return (option?.values ?? [])
    .filter((v) => present.has(String(v.value_index)))
    .map((v) => ({
      value: String(v.value_index),
      label: v.label,
      available: isValueAvailable(product, selection, code, v.value_index),
    }));
}

/** What saving an edit does to the line. */
export type LineEditPlan =
  | { kind: 'none' }
  | { kind: 'quantity'; qty: number }
  | { kind: 'variant'; child: VariantChild; qty: number }
  | { kind: 'invalid'; reason: 'quantity' | 'variant' };

/** Decides an edit: the same variant with another quantity, another (available) variant, or nothing. */
export function planLineEdit(
  item: Pick<CartItem, 'sku' | 'qty'>,
  product: ConfigurableProduct | null,
  selection: Selection,
  qty: number,
): LineEditPlan {
  if (!Number.isInteger(qty) || qty <= 0) return { kind: 'invalid', reason: 'quantity' };
  const child = product
    ? selectableChildren(product).find((c) => matchesAll(c, selection) && Object.keys(selection).length > 0)
    : undefined;
  if (product && !child) return { kind: 'invalid', reason: 'variant' };
  if (child && child.sku !== item.sku) return { kind: 'variant', child, qty };
  return qty === item.qty ? { kind: 'none' } : { kind: 'quantity', qty };
}

/** The option labels of a child as a cart line shows them ("Färg: Blå"). */
export function optionLabels(product: ConfigurableProduct, child: VariantChild): { label: string; value: string }[] {
  return (product.configurable_options ?? []).flatMap((option) => {
    const value = childValue(child, option.attribute_code);
    const label = option.values.find((v) => String(v.value_index) === value)?.label;
    return label ? [{ label: option.label, value: label }] : [];
  });
}

/**
 * Carries out a plan. A new variant is added first (its stock is checked and the shopper told) and the old line
 * removed only when the add succeeded, so a refused change leaves the cart as it was. Answers whether it changed.
 */
export async function applyLineEdit(
  item: CartItem,
  product: ConfigurableProduct & { name?: string },
  plan: LineEditPlan,
): Promise<boolean> {
  if (plan.kind === 'quantity') return (await updateQuantity(item.checksum, plan.qty)).length === 0;
  if (plan.kind !== 'variant') return false;
  const { child, qty } = plan;
  const price = child.final_price_incl_tax ?? child.price_incl_tax;
  const result = await addToCart(
    {
      sku: child.sku,
      name: product.name ?? item.name,
      type_id: 'simple',
      parentSku: product.sku,
      ...(typeof price === 'number' ? { price_incl_tax: price } : {}),
      ...(item.url ? { url: item.url } : {}),
      ...(item.image ? { image: item.image } : {}),
      options: optionLabels(product, child),
    },
    qty,
  );
  if (!result.added) return false;
  await removeFromCart(item.checksum);
  return true;
}
