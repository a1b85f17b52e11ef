/**
 * Product illustrations: one recognisable SVG drawing per product shape, in the product's colour, with small
 * variations from the sku (stripes, accents, angle) and the gallery view number (whole item, angled, detail).
 * They stand in for photos in the demo shop and are rasterised by `render.ts`.
 */

/** The shapes the demo catalogue uses (`products.image` = /product/{shape}/{colour}/{sku}-{view}.jpg). */
export const productShapes = [
  'ski',
  'boot',
  'binding',
  'pole',
  'wax',
  'alpine-ski',
  'alpine-boot',
  'helmet',
  'shoe',
  'shirt',
  'nutrition',
  'jacket',
  'backpack',
  'tent',
  'beanie',
  'glove',
  'package',
  'gift-card',
  'ebook',
] as const;
/** One product shape. */
export type ProductShape = (typeof productShapes)[number];

/** Fill colours per colour key (the `key` of the seed's colour options). */
export const shapeColours: Record<string, { fill: string; dark: string; light: string }> = {
  black: { fill: '#23272e', dark: '#0b0d10', light: '#4b525c' },
  white: { fill: '#f2f4f5', dark: '#9aa5ad', light: '#ffffff' },
  red: { fill: '#d22f27', dark: '#8e1812', light: '#f06a62' },
  blue: { fill: '#1f5fbf', dark: '#123a75', light: '#5b92e0' },
  green: { fill: '#2f8a3c', dark: '#1b5525', light: '#69bb73' },
  yellow: { fill: '#f2c316', dark: '#a8830a', light: '#fbe06b' },
  turquoise: { fill: '#2bb8ad', dark: '#17786f', light: '#7fdcd4' },
  orange: { fill: '#f08a1c', dark: '#a35708', light: '#f7b868' },
  grey: { fill: '#7d868f', dark: '#4d545b', light: '#b4bbc1' },
  pink: { fill: '#e85c9f', dark: '#a52e67', light: '#f59cc6' },
};

/** True for a shape the illustrator can draw. */
export function isProductShape(value: string): value is ProductShape {
  return (productShapes as readonly string[]).includes(value);
}

/** A small deterministic number generator seeded by the sku, so the same product always looks the same. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const accents = ['#f2a900', '#ffffff', '#14202b', '#e63946', '#2a9d8f', '#a8dadc'];

type Palette = { fill: string; dark: string; light: string; accent: string; ink: string };

/** Drawings on a 400×400 canvas; `r` gives sku-seeded variation. */
const drawings: Record<ProductShape, (p: Palette, r: () => number) => string> = {
  ski: (p, r) => {
    const stripe = 120 + Math.round(r() * 140);
    return `<g transform="rotate(-62 200 200)">
      <path d="M20 188 Q6 188 10 176 Q20 160 50 168 L380 176 Q392 177 392 188 L392 204 Q392 214 380 214 L40 214 Q20 214 20 200Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="4"/>
      <rect x="${stripe}" y="178" width="60" height="34" fill="${p.accent}" opacity=".85"/>
      <rect x="190" y="172" width="70" height="12" rx="4" fill="${p.ink}"/>
      <path d="M40 226 Q26 226 30 214 Q40 198 70 206 L380 214 Q392 215 392 226 L392 242 Q392 252 380 252 L60 252 Q40 252 40 238Z" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
      <rect x="${stripe + 20}" y="216" width="60" height="34" fill="${p.accent}" opacity=".85"/></g>`;
  },
  'alpine-ski': (p, r) => {
    const tip = 30 + Math.round(r() * 20);
    return `<g transform="rotate(-58 200 200)">
      <path d="M${tip} 170 Q0 150 18 190 Q30 212 60 214 L360 212 Q390 208 392 190 Q390 172 360 170Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="4"/>
      <path d="M70 180 L340 180" stroke="${p.accent}" stroke-width="8"/>
      <rect x="170" y="164" width="90" height="20" rx="6" fill="${p.ink}"/><rect x="150" y="166" width="18" height="16" rx="3" fill="${p.light}"/>
      <path d="M${tip + 10} 224 Q10 206 28 244 Q40 266 70 268 L360 266 Q390 262 392 244 Q390 226 360 224Z" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/></g>`;
  },
  boot: (p, r) => `
    <path d="M120 80 L250 80 Q262 80 262 94 L262 230 Q330 238 350 270 Q362 290 350 300 L90 300 Q80 300 80 288 L92 110 Q96 80 120 80Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="5"/>
    <path d="M84 300 L352 300 Q360 300 360 310 L360 318 Q360 326 350 326 L96 326 Q84 326 84 316Z" fill="${p.ink}"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${140 + i * 8} ${130 + i * 30} L${230 + i * 6} ${124 + i * 30}" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>`).join('')}
    <path d="M100 ${200 + Math.round(r() * 40)} Q200 230 340 280" stroke="${p.accent}" stroke-width="10" fill="none"/>
    <rect x="300" y="312" width="50" height="10" fill="${p.light}"/>`,
  'alpine-boot': (p, r) => `
    <path d="M130 60 L260 60 L270 220 Q340 236 346 280 L346 300 L90 300 L96 110Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="6"/>
    <path d="M80 300 L356 300 L356 336 L80 336Z" fill="${p.ink}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${200 + i * 14}" y="${90 + i * 52}" width="70" height="16" rx="5" fill="${i % 2 ? p.accent : p.light}" stroke="${p.dark}" stroke-width="2"/>`).join('')}
    <path d="M110 ${120 + Math.round(r() * 30)} L250 110" stroke="${p.dark}" stroke-width="6"/>`,
  binding: (p) => `
    <rect x="60" y="230" width="280" height="40" rx="12" fill="${p.ink}"/>
    <path d="M90 230 L90 180 Q90 150 130 150 L200 150 L200 230Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="5"/>
    <path d="M240 230 L240 170 L320 170 Q340 170 340 190 L340 230Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="5"/>
    <rect x="110" y="170" width="70" height="18" rx="5" fill="${p.accent}"/><circle cx="300" cy="200" r="14" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>`,
  pole: (p, r) => {
    const basket = 34 + Math.round(r() * 16);
    return `${[150, 250]
      .map(
        (x, i) => `<g transform="rotate(${i ? 8 : -8} ${x} 200)">
      <rect x="${x - 7}" y="70" width="14" height="290" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/>
      <rect x="${x - 16}" y="30" width="32" height="70" rx="10" fill="${p.ink}"/><path d="M${x - 14} 40 Q${x - 40} 70 ${x - 14} 96" stroke="${p.accent}" stroke-width="6" fill="none"/>
      <ellipse cx="${x}" cy="330" rx="${basket}" ry="10" fill="${p.ink}" opacity=".85"/><path d="M${x} 360 L${x} 380" stroke="${p.dark}" stroke-width="5"/></g>`,
      )
      .join('')}`;
  },
  wax: (p, r) => `
    <rect x="110" y="90" width="180" height="240" rx="18" fill="${p.fill}" stroke="${p.dark}" stroke-width="5"/>
    <rect x="110" y="90" width="180" height="56" rx="18" fill="${p.ink}"/>
    <rect x="130" y="180" width="140" height="${60 + Math.round(r() * 40)}" rx="8" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>
    <path d="M150 215 L250 215 M150 240 L230 240" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="${240 - Math.round(r() * 40)}" cy="300" r="12" fill="${p.accent}"/>`,
  helmet: (p, r) => `
    <path d="M70 260 Q70 90 210 80 Q340 84 340 230 L340 270 Q300 280 270 266 L250 232 L120 238 Q96 268 70 260Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="6"/>
    <path d="M250 232 L340 232 L340 270 Q300 280 270 266Z" fill="${p.ink}"/>
    ${[0, 1, 2].map((i) => `<rect x="${140 + i * 44}" y="${100 + (i === 1 ? -6 : 0)}" width="26" height="12" rx="6" fill="${p.dark}"/>`).join('')}
    <path d="M110 ${170 + Math.round(r() * 30)} Q200 150 320 180" stroke="${p.accent}" stroke-width="10" fill="none"/>
    <path d="M150 240 Q150 300 190 320" stroke="${p.ink}" stroke-width="6" fill="none"/>`,
  shoe: (p, r) => `
    <path d="M60 250 Q60 200 100 190 L170 160 Q200 150 220 170 L260 210 Q330 220 350 250 Q360 270 340 280 L80 280 Q60 280 60 262Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="5"/>
    <path d="M56 272 L356 272 Q360 300 330 304 L80 304 Q56 304 56 286Z" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${176 + i * 16} ${176 + i * 10} l22 -14" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>`).join('')}
    <path d="M100 ${236 - Math.round(r() * 20)} Q200 230 300 256" stroke="${p.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  // A running top: a fitted tee with set-in sleeves, a crew neck and a reflective band.
  shirt: (p, r) => `
    <path d="M156 62 Q200 92 244 62 L300 82 Q322 90 334 112 L356 160 L306 184 L290 150 L290 344 Q290 354 280 354 L120 354 Q110 354 110 344 L110 150 L94 184 L44 160 L66 112 Q78 90 100 82Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M156 62 Q200 108 244 62" stroke="${p.dark}" stroke-width="5" fill="${p.light}"/>
    <path d="M110 150 L100 96 M290 150 L300 96" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".5"/>
    <rect x="110" y="${210 + Math.round(r() * 60)}" width="180" height="12" fill="${p.accent}"/>`,
  // A shell jacket from the front: hood, long sleeves hanging at the sides, a zip, chest pocket and hem.
  jacket: (p, r) => {
    const pocket = 150 + Math.round(r() * 20);
    return `
    <path d="M148 78 Q150 26 200 24 Q250 26 252 78 L236 96 Q200 70 164 96Z" fill="${p.dark}" stroke="${p.dark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M164 96 Q200 64 236 96" fill="none" stroke="${p.ink}" stroke-width="5"/>
    <path d="M142 84 L96 104 Q76 112 72 140 L50 318 Q48 332 62 334 L92 336 Q104 336 106 322 L122 190 L124 352 Q124 362 136 362 L264 362 Q276 362 276 352 L278 190 L294 322 Q296 336 308 336 L338 334 Q352 332 350 318 L328 140 Q324 112 304 104 L258 84 Q200 118 142 84Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M122 190 L128 120 M278 190 L272 120" stroke="${p.dark}" stroke-width="4" fill="none" opacity=".55"/>
    <path d="M200 104 L200 362" stroke="${p.ink}" stroke-width="6"/>
    <path d="M${pocket} 150 L${pocket + 34} 146" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>
    <path d="M56 300 L104 306 M296 306 L344 300" stroke="${p.accent}" stroke-width="9"/>
    <path d="M124 346 L276 346" stroke="${p.light}" stroke-width="6" opacity=".8"/>`;
  },
  backpack: (p, r) => `
    <rect x="110" y="70" width="180" height="290" rx="50" fill="${p.fill}" stroke="${p.dark}" stroke-width="6"/>
    <path d="M110 140 Q200 110 290 140" stroke="${p.dark}" stroke-width="6" fill="none"/>
    <rect x="140" y="${230 + Math.round(r() * 20)}" width="120" height="90" rx="20" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
    <path d="M170 60 Q200 30 230 60" stroke="${p.ink}" stroke-width="12" fill="none"/>
    <rect x="184" y="180" width="32" height="8" rx="4" fill="${p.accent}"/>`,
  tent: (p, r) => `
    <path d="M40 320 L200 ${90 + Math.round(r() * 20)} L360 320Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M200 100 L160 320 L240 320Z" fill="${p.dark}"/><path d="M200 100 L200 320" stroke="${p.light}" stroke-width="4"/>
    <path d="M20 330 L380 330" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>
    <path d="M40 320 L10 340 M360 320 L390 340" stroke="${p.accent}" stroke-width="4"/>`,
  beanie: (p, r) => `
    <path d="M80 290 Q70 110 200 100 Q330 110 320 290Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="6"/>
    <rect x="70" y="260" width="260" height="70" rx="20" fill="${p.light}" stroke="${p.dark}" stroke-width="5"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${100 + i * 33} 270 L${100 + i * 33} 320" stroke="${p.dark}" stroke-width="3" opacity=".5"/>`).join('')}
    <circle cx="200" cy="${86 - Math.round(r() * 10)}" r="36" fill="${p.accent}" stroke="${p.dark}" stroke-width="3"/>`,
  glove: (p, r) => `
    <path d="M130 350 L130 200 L100 150 Q90 120 114 124 L150 170 L150 80 Q160 60 176 80 L178 160 L186 60 Q200 44 212 62 L210 160 L224 76 Q238 60 248 80 L240 170 L262 110 Q280 98 282 122 L270 230 L270 350Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="5" stroke-linejoin="round"/>
    <rect x="124" y="${300 + Math.round(r() * 10)}" width="152" height="50" rx="8" fill="${p.ink}"/><rect x="124" y="290" width="152" height="10" fill="${p.accent}"/>`,
  nutrition: (p, r) => `
    <path d="M130 80 L270 80 L280 330 Q200 350 120 330Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="5"/>
    <rect x="150" y="50" width="100" height="34" rx="6" fill="${p.ink}"/>
    <rect x="140" y="150" width="120" height="110" rx="10" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>
    <path d="M170 ${230 - Math.round(r() * 30)} L200 170 L230 230Z" fill="${p.accent}"/>`,
  package: (p, r) => `
    <g transform="rotate(-20 200 200)"><rect x="180" y="20" width="26" height="360" rx="12" fill="${p.fill}" stroke="${p.dark}" stroke-width="4"/>
    <rect x="214" y="20" width="26" height="360" rx="12" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/></g>
    <path d="M90 60 L110 360 M320 60 L300 360" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>
    <path d="M120 300 L210 300 L220 250 L170 250 L150 220 L120 230Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="4"/>
    <circle cx="${300 + Math.round(r() * 20)}" cy="90" r="30" fill="${p.accent}"/>`,
  'gift-card': (p, r) => `
    <rect x="50" y="110" width="300" height="190" rx="18" fill="${p.fill}" stroke="${p.dark}" stroke-width="5"/>
    <path d="M50 180 L350 180" stroke="${p.accent}" stroke-width="16"/><path d="M${140 + Math.round(r() * 40)} 110 L${140 + Math.round(r() * 40)} 300" stroke="${p.accent}" stroke-width="16"/>
    <circle cx="150" cy="170" r="22" fill="none" stroke="${p.ink}" stroke-width="8"/>
    <rect x="230" y="250" width="90" height="18" rx="6" fill="${p.light}"/>`,
  ebook: (p, r) => `
    <rect x="100" y="60" width="200" height="280" rx="14" fill="${p.fill}" stroke="${p.dark}" stroke-width="5"/>
    <rect x="120" y="90" width="160" height="190" rx="6" fill="${p.light}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="136" y="${110 + i * 30}" width="${90 + Math.round(r() * 38)}" height="10" rx="4" fill="${p.dark}" opacity=".6"/>`).join('')}
    <circle cx="200" cy="310" r="12" fill="${p.accent}"/>`,
};

/** The SVG of one product illustration at width × height (the drawing fitted in, view 2 angled, view 3 a close-up). */
export function productIllustration(
  shape: ProductShape,
  colour: string,
  sku: string,
  view: number,
  width: number,
  height: number,
): string {
  const base = shapeColours[colour] ?? shapeColours.grey!;
  const r = seeded(`${sku}:${shape}`);
  const accent = accents.filter((a) => a.toLowerCase() !== base.fill.toLowerCase())[
    Math.floor(r() * (accents.length - 1))
  ]!;
  const palette: Palette = { ...base, accent, ink: colour === 'black' ? '#5b6570' : '#1d252d' };
  const bgHue = Math.floor(r() * 360);
  const drawing = drawings[shape](palette, r);
  const transform =
    view === 2 ? 'translate(400 0) scale(-1 1) rotate(-8 200 200)' : view >= 3 ? 'translate(-140 -120) scale(1.7)' : '';
  const size = Math.min(width, height) * 0.86;
  const x = (width - size) / 2;
  const y = (height - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${bgHue} 30% 97%)"/><stop offset="1" stop-color="hsl(${bgHue} 22% 88%)"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <ellipse cx="${width / 2}" cy="${y + size * 0.9}" rx="${size * 0.38}" ry="${size * 0.04}" fill="#000" opacity=".08"/>
  <svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 400 400" overflow="hidden"><g transform="${transform}">${drawing}</g></svg>
</svg>`;
}

/** A category icon (/category/{icon}.svg) for the icons of the category tree. */
export const categoryIcons: Record<string, string> = {
  'xc-ski':
    '<path d="M14 50 L50 14" stroke-width="5"/><path d="M22 54 L58 18" stroke-width="5"/><circle cx="30" cy="16" r="5"/><path d="M30 22 L26 38 L36 44 M26 30 L18 36 M28 30 L38 28"/>',
  alpine: '<path d="M4 54 L24 20 L34 34 L42 24 L60 54Z"/><path d="M20 27 L24 20 L28 27" stroke-width="2"/>',
  running: '<circle cx="38" cy="10" r="6"/><path d="M34 18 L26 34 L36 40 L32 56 M28 26 L40 30 L48 26 M26 34 L14 38"/>',
  outdoor: '<path d="M6 54 L32 12 L58 54Z"/><path d="M32 12 L26 54 M32 12 L38 54"/>',
  clothing: '<path d="M22 8 Q32 16 42 8 L58 18 L52 30 L46 28 L46 56 L18 56 L18 28 L12 30 L6 18Z"/>',
  package:
    '<rect x="8" y="20" width="48" height="34" rx="3"/><path d="M8 30 L56 30 M32 20 L32 54 M24 20 Q32 6 32 20 Q32 6 40 20"/>',
  gift: '<rect x="8" y="22" width="48" height="32" rx="3"/><path d="M8 32 L56 32 M32 22 L32 54 M32 22 Q20 6 18 18 Q18 22 32 22 Q44 22 46 18 Q44 6 32 22"/>',
  campaign: '<path d="M8 26 L40 12 L40 52 L8 38Z"/><path d="M40 22 Q54 32 40 42 M14 38 L18 54 L26 54 L22 40"/>',
};

/** The SVG of a category icon, or undefined for an unknown icon name. */
export function categoryIconSvg(icon: string): string | undefined {
  const body = Object.hasOwn(categoryIcons, icon) ? categoryIcons[icon] : undefined;
  if (!body) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" fill="none" stroke="#1b4f8a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" role="img" aria-hidden="true">${body}</svg>`;
}
