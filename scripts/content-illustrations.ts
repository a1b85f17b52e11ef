/**
 * Writes the generated illustrations of the repository content to public/content/ (deterministic SVG landscapes
 * and brand wordmarks, no photos, no external URLs). Run after adding content: `node scripts/content-illustrations.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryEntries } from '../src/content/entries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function rng(seed: number): () => number {
  let s = seed || 1;
  return () => ((s = Math.imul(s ^ (s >>> 15), 2246822507) ^ Math.imul(s ^ (s >>> 13), 3266489909)) >>> 0) / 4294967296;
}

const palettes = [
  { sky: ['#0f2f52', '#4f8fc9'], far: '#9db8d3', mid: '#6b8fb3', near: '#eef3f8', sun: '#ffd58a' },
  { sky: ['#2b1b4d', '#d76d77'], far: '#a77fa8', mid: '#6e4f86', near: '#f4eef6', sun: '#ffe3a3' },
  { sky: ['#0b3d2e', '#7fc8a9'], far: '#6fa58d', mid: '#2f6b52', near: '#e4f1ea', sun: '#fff4c2' },
  { sky: ['#1d2b3a', '#88a9c3'], far: '#c7d6e3', mid: '#8aa3b8', near: '#ffffff', sun: '#f5f7fa' },
  { sky: ['#7a3e12', '#f4b860'], far: '#c98d58', mid: '#8c5a2b', near: '#f6eadb', sun: '#fff2c7' },
];

function ridge(random: () => number, base: number, amplitude: number, steps: number): string {
  const points: string[] = ['0,630'];
  for (let i = 0; i <= steps; i++) {
    const x = Math.round((1200 / steps) * i);
    const y = Math.round(base - random() * amplitude);
    points.push(`${x},${y}`);
  }
  points.push('1200,630');
  return points.join(' ');
}

function landscape(name: string): string {
  const random = rng(hash(name));
  const p = palettes[hash(name) % palettes.length]!;
  const trees = Array.from({ length: 14 }, () => {
    const x = Math.round(random() * 1200);
    const h = 42 + 3 * Math.round(random() * 20);
    const y = 520 + Math.round(random() * 40);
    return `<polygon points="${x},${y - h} ${x - h / 3},${y} ${x + h / 3},${y}" fill="${p.mid}" opacity="0.85"/>`;
  }).join('');
  const sunX = 150 + Math.round(random() * 900);
  const tracks =
    hash(name) % 2 === 0
      ? `<path d="M560 630 C 600 560, 700 540, 820 500" stroke="${p.mid}" stroke-width="4" fill="none" opacity="0.6"/><path d="M600 630 C 640 565, 735 548, 850 508" stroke="${p.mid}" stroke-width="4" fill="none" opacity="0.6"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-hidden="true">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${120 + Math.round(random() * 80)}" r="${40 + Math.round(random() * 30)}" fill="${p.sun}" opacity="0.9"/>
<polygon points="${ridge(random, 330, 160, 9)}" fill="${p.far}"/>
<polygon points="${ridge(random, 430, 120, 12)}" fill="${p.mid}"/>
<polygon points="${ridge(random, 560, 50, 6)}" fill="${p.near}"/>
${trees}${tracks}
</svg>
`;
}

function wordmark(name: string): string {
  const p = palettes[hash(name) % palettes.length]!;
  const label = name.replace(/-logo$/, '').replace(/^./, (c) => c.toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 120" width="400" height="120" role="img" aria-hidden="true">
<rect width="400" height="120" rx="12" fill="${p.sky[0]}"/>
<polygon points="28,88 58,36 88,88" fill="${p.sun}"/><polygon points="52,88 74,54 96,88" fill="${p.far}"/>
<text x="116" y="78" font-family="system-ui, 'Segoe UI', Arial, sans-serif" font-size="44" font-weight="800" letter-spacing="2" fill="#ffffff">${label.toUpperCase()}</text>
</svg>
`;
}

const paths = new Set<string>();
const collect = (value: unknown): void => {
  if (typeof value === 'string' && /^\/content\/[a-z0-9/-]+\.svg$/.test(value)) paths.add(value);
  else if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};
collect(repositoryEntries);
for (const file of paths) {
  const name = path.basename(file, '.svg');
  const target = path.join(root, 'public', file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(
    target,
    name.endsWith('-logo') || name === 'logo' ? wordmark(name === 'logo' ? 'magasin' : name) : landscape(file),
  );
}
console.log(`Wrote ${paths.size} illustrations to public/content/`);
