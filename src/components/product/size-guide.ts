import type { MessageKey } from '../../lib/i18n/i18n.ts';
import { shoeSizes } from '../../lib/server/seed/reference.ts';

/** A size table: the column headings (message keys) and one row per size, the size first. */
export interface SizeGuide {
  columns: MessageKey[];
  rows: string[][];
}

/** Body measures per size of each size system (attribute code); the shoe table is the catalogue's own conversion. */
const guides: Record<string, SizeGuide> = {
  ls_storlek_klader: {
    columns: ['sizeGuide.size', 'sizeGuide.chest', 'sizeGuide.waist', 'sizeGuide.height'],
    rows: [
      ['XS', '82–88', '68–74', '160–166'],
      ['S', '88–94', '74–80', '166–172'],
      ['M', '94–100', '80–86', '172–178'],
      ['L', '100–106', '86–92', '178–184'],
      ['XL', '106–112', '92–98', '184–190'],
      ['XXL', '112–118', '98–104', '190–196'],
    ],
  },
  ls_storlek_skor: {
    columns: ['sizeGuide.eu', 'sizeGuide.uk', 'sizeGuide.us', 'sizeGuide.foot'],
    rows: shoeSizes.map((s) => [s.eu, s.uk, s.us, s.cm.replace('.', ',')]),
  },
  ls_storlek_utrust: {
    columns: ['sizeGuide.size', 'sizeGuide.circumference'],
    rows: [
      ['S', '52–55'],
      ['M', '55–58'],
      ['L', '58–61'],
      ['6', '15–16,5'],
      ['7', '17,5–19'],
      ['8', '20–21,5'],
      ['9', '22,5–24'],
      ['10', '25–26,5'],
      ['11', '27,5–29'],
    ],
  },
};

/**
 * The size guide of a product's size axis: the table of its size system, limited to the sizes the product comes in;
 * undefined when the product has no size axis of a known system.
 */
export function sizeGuideFor(
  options: readonly { attribute_code: string; values: readonly { label: string }[] }[],
): (SizeGuide & { attribute: string }) | undefined {
  for (const option of options) {
    const guide = guides[option.attribute_code];
    if (!guide) continue;
    const offered = new Set(option.values.map((v) => v.label));
    const rows = guide.rows.filter((row) => offered.has(row[0]!));
    if (rows.length > 0) return { attribute: option.attribute_code, columns: guide.columns, rows };
  }
  return undefined;
}
