/**
 * The variant picker's rules, shared by the product page (server-rendered links, no JavaScript) and its enhancement
 * (choices in place, no reload). More in README.md.
 */

/** One axis of a configurable product (colour, size …) with its values in display order. */
export interface PickerAxis {
  code: string;
  values: string[];
}

/** A variant as the picker reads it: its values per axis and whether it can be bought. */
export interface PickerVariant {
  sku: string;
  values: Record<string, string>;
  inStock: boolean;
}

/** Chosen value per axis code (an axis without a choice is absent). */
export type PickerSelection = Record<string, string>;

/** How a value shows: chosen, choosable, sold out (exists with the other choices but none left), or not offered. */
export type ValueState = 'selected' | 'available' | 'soldout' | 'unavailable';

const matches = (variant: PickerVariant, selection: PickerSelection, except?: string) =>
  Object.entries(selection).every(([code, value]) => code === except || variant.values[code] === value);

/** The state of `value` on axis `code` given the other chosen values. */
export function valueState(
  axes: PickerAxis[],
  variants: PickerVariant[],
  selection: PickerSelection,
  code: string,
  value: string,
): ValueState {
  if (selection[code] === value) return 'selected';
  const withValue = variants.filter((v) => v.values[code] === value && matches(v, selection, code));
  if (withValue.some((v) => v.inStock)) return 'available';
  if (withValue.length > 0) return 'soldout';
  // The first axis (colour) stays choosable when it exists at all: choosing it drops a size it does not come in.
  if (axes[0]?.code === code && variants.some((v) => v.values[code] === value && v.inStock)) return 'available';
  return 'unavailable';
}

/**
 * The selection after choosing `value` on axis `code`: the other choices stay when the new combination can be
 * bought, otherwise they are dropped (the shopper picks them again); a sold-out or missing value changes nothing.
 * An axis left with a single buyable value is chosen for the shopper.
 */
export function choose(
  axes: PickerAxis[],
  variants: PickerVariant[],
  selection: PickerSelection,
  code: string,
  value: string,
): PickerSelection {
  const state = valueState(axes, variants, selection, code, value);
  if (state === 'soldout' || state === 'unavailable') return selection;
  const next: PickerSelection = { [code]: value };
  for (const axis of axes) {
    const kept = selection[axis.code];
    if (axis.code === code || kept === undefined) continue;
    if (variants.some((v) => v.inStock && matches(v, { ...next, [axis.code]: kept }))) next[axis.code] = kept;
  }
  return withSingleValues(axes, variants, next);
}

/** Chooses, on every axis without a choice, its value when only one can be bought with the current choices. */
export function withSingleValues(
  axes: PickerAxis[],
  variants: PickerVariant[],
  selection: PickerSelection,
): PickerSelection {
  const next = { ...selection };
  for (const axis of axes) {
    if (next[axis.code] !== undefined) continue;
    const buyable = new Set(
      variants
        .filter((v) => v.inStock && matches(v, next))
        .map((v) => v.values[axis.code])
        .filter((v) => v !== undefined),
    );
    if (buyable.size === 1) next[axis.code] = [...buyable][0]!;
  }
  return next;
}

/**
 * The selection a page opens with: the requested variant's values; otherwise only the first axis (colour) of the
 * default variant, plus any axis with a single buyable value (no size is preselected unless there is only one).
 */
export function initialSelection(
  axes: PickerAxis[],
  variants: PickerVariant[],
  requested: PickerVariant | undefined,
  fallback: PickerVariant | undefined,
): PickerSelection {
  if (requested) return { ...requested.values };
  const first = axes[0];
  const start: PickerSelection =
    first && fallback?.values[first.code] !== undefined ? { [first.code]: fallback.values[first.code]! } : {};
  return withSingleValues(axes, variants, start);
}

/** The variant of a complete selection (one value on every axis), if it exists. */
export function variantOf(
  axes: PickerAxis[],
  variants: PickerVariant[],
  selection: PickerSelection,
): PickerVariant | undefined {
  if (axes.some((axis) => selection[axis.code] === undefined)) return undefined;
  return variants.find((v) => matches(v, selection));
}

/** A buyable variant to link a value to (no-JavaScript fallback): the one with the value and the other choices, else any with the value. */
export function linkTarget(
  variants: PickerVariant[],
  selection: PickerSelection,
  code: string,
  value: string,
): PickerVariant | undefined {
  const buyable = variants.filter((v) => v.inStock && v.values[code] === value);
  const score = (v: PickerVariant) =>
    Object.entries(selection).filter(([c, val]) => c !== code && v.values[c] === val).length;
  return buyable.sort((a, b) => score(b) - score(a))[0];
}
