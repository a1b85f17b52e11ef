import type { ConfigurableProduct, VariantChild } from '../../src/lib/variant/select.ts';

/**
 * A configurable product chosen by colour (`ls_farg`, `colours` as value and label) and a size attribute (`sizeCode`,
 * each size its own label), as the variant choice and cart edit tests build them.
 */
export function colourAndSizeProduct(
  sku: string,
  colours: readonly (readonly [value: string, label: string])[],
  sizeCode: string,
  sizes: readonly string[],
  children: VariantChild[],
): ConfigurableProduct {
  return {
    sku,
    configurable_options: [
      {
        attribute_code: 'ls_farg',
        label: 'Färg',
        values: colours.map(([value, label]) => ({ value_index: value, label })),
      },
      { attribute_code: sizeCode, label: 'Storlek', values: sizes.map((s) => ({ value_index: s, label: s })) },
    ],
    configurable_children: children,
  };
}
