import type { ChildDocument, ProductDocument } from '../../lib/server/catalog/documents.ts';
import { shownQty } from '../../lib/catalog/stock-shown.ts';
import {
  initialSelection,
  linkTarget,
  valueState,
  variantOf,
  type PickerAxis,
  type PickerSelection,
  type PickerVariant,
  type ValueState,
} from '../../lib/variant/picker.ts';

/** The variant a product page shows (lib/variant/picker.ts rules) and what follows from it. */
export interface VariantChoice {
  axes: PickerAxis[];
  variants: PickerVariant[];
  selection: PickerSelection;
  chosenSku: string | undefined;
  chosen: ChildDocument | undefined;
  /** The chosen variant, else the selected one, else the product. */
  current: ProductDocument | ChildDocument;
  inStock: boolean;
  /** Units left to show ("only 3 left"), when stock is managed. */
  qty: number | undefined;
}

/**
 * The variant picker's start: colour and size kept apart, sold-out values shown as such, no size preselected
 * unless there is only one (the first axis, colour or length, comes from the default variant).
 */
export function variantChoice(product: ProductDocument, selected: ChildDocument | undefined): VariantChoice {
  const axes: PickerAxis[] = product.configurable_options.map((o) => ({
    code: o.attribute_code,
    values: o.values.map((v) => String(v.value_index)),
  }));
  const variants: PickerVariant[] = product.configurable_children
    .filter((c) => c.status < 2 && !(c['ls_utg'] && !c.stock.is_in_stock))
    .map((c) => ({
      sku: c.sku,
      values: Object.fromEntries(axes.map((a) => [a.code, String(c[a.code])])),
      inStock: c.stock.is_in_stock,
    }));
  const configurable = product.type_id === 'configurable';
  const selectedVariant = selected ? variants.find((v) => v.sku === selected.sku) : undefined;
  const selection = configurable
    ? initialSelection(axes, variants, product.is_configured ? selectedVariant : undefined, selectedVariant)
    : {};
  const chosenSku = variantOf(axes, variants, selection)?.sku;
  const chosen = chosenSku ? product.configurable_children.find((c) => c.sku === chosenSku) : undefined;
  const current = chosen ?? selected ?? product;
  const inStock = configurable
    ? chosen
      ? chosen.stock.is_in_stock
      : variants.some((v) => v.inStock && Object.entries(selection).every(([c, value]) => v.values[c] === value))
    : product.stock.is_in_stock;
  const qty = chosen?.stock?.manage_stock
    ? chosen.stock.qty
    : configurable
      ? undefined
      : current.stock?.manage_stock
        ? current.stock.qty
        : undefined;
  return { axes, variants, selection, chosenSku, chosen, current, inStock, qty };
}

/** One value of a configurable option as the page lists it. */
export interface OptionValueView {
  value: string;
  label: string;
  swatch: string | null;
  state: ValueState;
  /** The variant its link opens (selected or available values). */
  targetSku: string | undefined;
  /** "Only N left" of a size with five or fewer on the one variant it would choose. */
  few: number | undefined;
}

/** The values of each configurable option with their state, link target and stock hint. */
export function optionValues(
  product: ProductDocument,
  choice: VariantChoice,
): { code: string; label: string; values: OptionValueView[] }[] {
  const { axes, variants, selection, chosenSku } = choice;
  // Stock per size: a value of the last axis (the size) on a variant with five or fewer left says how many.
  const sizeAxis = axes.length > 0 ? axes[axes.length - 1]!.code : undefined;
  const fewLeftOf = (axis: string, value: string): number | undefined => {
    if (axis !== sizeAxis) return undefined;
    const others = Object.entries(selection).filter(([c]) => c !== axis);
    const matching = variants.filter(
      (v) => v.inStock && v.values[axis] === value && others.every(([c, chosenValue]) => v.values[c] === chosenValue),
    );
    if (matching.length !== 1) return undefined;
    const child = product.configurable_children.find((c) => c.sku === matching[0]!.sku);
    return child?.stock.manage_stock && child.stock.qty > 0 ? (shownQty(child.stock.qty) ?? undefined) : undefined;
  };
  return product.configurable_options.map((option) => ({
    code: option.attribute_code,
    label: option.label,
    values: option.values.map((v) => {
      const value = String(v.value_index);
      const state = valueState(axes, variants, selection, option.attribute_code, value);
      const target =
        state === 'selected'
          ? (variants.find((x) => x.sku === chosenSku) ?? linkTarget(variants, selection, option.attribute_code, value))
          : state === 'available'
            ? linkTarget(variants, selection, option.attribute_code, value)
            : undefined;
      return {
        value,
        label: v.label,
        swatch: v.swatch,
        state,
        targetSku: target?.sku,
        few: target ? fewLeftOf(option.attribute_code, value) : undefined,
      };
    }),
  }));
}
