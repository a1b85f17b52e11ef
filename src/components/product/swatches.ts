/** The colour names of the hex map below; any other hex is named White. */
const hexNames: Record<string, 'green' | 'white' | 'red' | 'blue' | 'yellow' | 'black' | 'turquoise' | 'orange'> = {
  '#008000': 'green',
  '#00ff00': 'green',
  '#ffffff': 'white',
  '#ff0000': 'red',
  '#0000ff': 'blue',
  '#ffff00': 'yellow',
  '#000000': 'black',
  '#40e0d0': 'turquoise',
  '#ffa500': 'orange',
};

/** The colour name of a swatch hex (`#FF0000` → red); unknown colours default to white. */
export function swatchColourName(hex: string | null | undefined): (typeof hexNames)[string] {
  return hexNames[(hex ?? '').trim().toLowerCase()] ?? 'white';
}
