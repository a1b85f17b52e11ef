import { stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { getDb } from '../db/client.ts';
import { photoFile } from '../import/vsf/media.ts';

/** A product photo of the image store (Magento's layout: `w/s/ws12-orange_main.jpg`). */
export const photoPattern =
  /^([A-Za-z0-9_][A-Za-z0-9_-]*\/){0,4}[A-Za-z0-9_][A-Za-z0-9_.-]{0,120}\.(avif|webp|jpg|jpeg)$/;

/** The original of a photo: its file and a version (size and time) that names its renders; undefined when missing. */
export async function photoOriginal(image: string): Promise<{ file: string; version: string } | undefined> {
  const file = await findOriginal(image);
  if (!file) return undefined;
  const info = await stat(file);
  return { file, version: `${info.size.toString(36)}${Math.floor(info.mtimeMs).toString(36)}` };
}

/** The stored original of a requested photo: the URL names it with the served format's extension. */
async function findOriginal(image: string): Promise<string | undefined> {
  const base = image.replace(/\.(avif|webp|jpe?g)$/i, '');
  for (const ext of ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.JPG', '.PNG']) {
    const file = photoFile(`${base}${ext}`);
    if ((await stat(file).catch(() => undefined))?.isFile()) return file;
  }
  return undefined;
}

/** True when a product names the photo (its image or in its gallery), whatever its stored extension. */
export async function photoListed(image: string): Promise<boolean> {
  const base = `/${image.replace(/^\/+/, '').replace(/\.(avif|webp|jpe?g)$/i, '')}`;
  const db = await getDb();
  const result = await db.execute(sql`SELECT 1 FROM products WHERE image LIKE ${`${base}.%`}
    OR media_gallery @> ${JSON.stringify([{ image: `${base}.jpg` }])}::jsonb
    OR media_gallery @> ${JSON.stringify([{ image: `${base}.png` }])}::jsonb LIMIT 1`);
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])).length > 0;
}

/** A photo at a served size, cropped to fill it (centre), on white where it has transparency. */
export function photoPipeline(file: string, width: number, height: number): Sharp {
  return sharp(file).rotate().resize(width, height, { fit: 'cover', position: 'centre' });
}

/** The neutral placeholder shown for a photo whose file is missing: a light frame with a simple outline. */
export function placeholderSvg(width: number, height: number): string {
  const size = Math.min(width, height) * 0.3;
  const x = (width - size) / 2;
  const y = (height - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#eef1f3"/>
<rect x="${x}" y="${y + size * 0.15}" width="${size}" height="${size * 0.7}" rx="${size * 0.08}" fill="none" stroke="#b4bcc3" stroke-width="${Math.max(2, size * 0.04)}"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.18}" fill="none" stroke="#b4bcc3" stroke-width="${Math.max(2, size * 0.04)}"/>
</svg>`;
}
