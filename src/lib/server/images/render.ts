import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import type { Limit } from '../accounts/rate-limit.ts';
import { getDb } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { config } from '../config/config.ts';
import { imageRoot, remember } from './disk-cache.ts';
import { isProductShape, productIllustration, shapeColours } from './illustrations.ts';
import { photoListed, photoOriginal, photoPattern, photoPipeline, placeholderSvg } from './photos.ts';

/** The image sizes the shop serves: cart, gallery, thumbnail, sharing. */
export const imageSizes = {
  cart: { width: 150, height: 150 },
  gallery: { width: 600, height: 744 },
  thumbnail: { width: 310, height: 300 },
  og: { width: 1200, height: 630 },
} as const;
/** Name of one of the served sizes. */
export type ImageSizeName = keyof typeof imageSizes;

const allowedSizes = new Set(Object.values(imageSizes).map((s) => `${s.width}x${s.height}`));

/** The formats served, by file extension. */
export const imageFormats = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
type ImageFormat = keyof typeof imageFormats;

/** A parsed `/i/{w}x{h}/…` request: a drawn illustration (`product/{shape}/{colour}/{sku}-{view}.{ext}`) or a photo. */
export type ImageRequest = IllustrationRequest | PhotoRequest;

/** A product photo of the image store at a size and format (`/i/600x744/w/s/ws12-orange_main.avif`). */
export interface PhotoRequest {
  kind: 'photo';
  width: number;
  height: number;
  /** The photo as products name it, without extension (`/w/s/ws12-orange_main`). */
  photo: string;
  format: ImageFormat;
}

/** A drawn product illustration at a size and format. */
export interface IllustrationRequest {
  kind: 'illustration';
  width: number;
  height: number;
  shape: string;
  colour: string;
  sku: string;
  view: number;
  format: ImageFormat;
}

const productPattern =
  /^product\/([a-z-]{2,20})\/([a-z]{3,12})\/([A-Za-z0-9]{1,30}(?:-[A-Za-z0-9]{1,20})?)-([1-9])\.(avif|webp|jpg|jpeg)$/;

/** Parses the size and image path of an `/i/` URL; undefined for anything not served (→ 404). */
export function parseImageRequest(size: string, imagePath: string): ImageRequest | undefined {
  if (!allowedSizes.has(size)) return undefined;
  const clean = imagePath.replace(/^\/+/, '');
  const [width, height] = size.split('x').map(Number) as [number, number];
  if (!clean.startsWith('product/')) {
    const photo = photoPattern.exec(clean);
    if (!photo) return undefined;
    const ext = photo[2]!.toLowerCase();
    return {
      kind: 'photo',
      width,
      height,
      photo: `/${clean.replace(/\.[a-z]+$/i, '')}`,
      format: ext === 'jpeg' ? 'jpg' : (ext as ImageFormat),
    };
  }
  const match = productPattern.exec(clean);
  if (!match) return undefined;
  const [, shape, colour, sku, view, ext] = match as unknown as [string, string, string, string, string, string];
  if (!isProductShape(shape) || !Object.hasOwn(shapeColours, colour)) return undefined;
  return {
    kind: 'illustration',
    width,
    height,
    shape,
    colour,
    sku,
    view: Number(view),
    format: ext === 'jpeg' ? 'jpg' : (ext as ImageFormat),
  };
}

/** The `/i/` URL of a stored product image (`/product/ski/red/150001-1.jpg`) at a size and format. */
export function imageUrl(image: string, size: ImageSizeName, format: ImageFormat = 'jpg'): string {
  const { width, height } = imageSizes[size];
  return `/i/${width}x${height}/${image.replace(/^\/+/, '').replace(/\.(jpe?g|png|webp|avif)$/i, '')}.${format}`;
}

const inFlight = new Map<string, Promise<Buffer>>();

/** Encodes an image in a served format (the same settings for illustrations, photos and placeholders). */
function encode(image: Sharp, format: ImageFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

async function rasterise(request: IllustrationRequest): Promise<Buffer> {
  const svg = productIllustration(
    request.shape as Parameters<typeof productIllustration>[0],
    request.colour,
    request.sku,
    request.view,
    request.width,
    request.height,
  );
  return encode(sharp(Buffer.from(svg)), request.format);
}

/** Renders cost 100–400 ms of CPU each. More in README.md. */
const renders = pLimit(Math.max(1, availableParallelism() - 1));
const stats = { renders: 0 };

/** Renders done by this process, and renders running and waiting now (benchmarks, diagnostics). */
export function imageRenderStats(): { renders: number; active: number; waiting: number } {
  return { renders: stats.renders, active: renders.activeCount, waiting: renders.pendingCount };
}

/** The neutral placeholders, one per size and format (the same bytes for every missing photo). */
const placeholders = new Map<string, Promise<Buffer>>();
function placeholder(request: PhotoRequest): Promise<Buffer> {
  const key = `${request.width}x${request.height}.${request.format}`;
  let bytes = placeholders.get(key);
  if (!bytes) {
    bytes = renders(() => encode(sharp(Buffer.from(placeholderSvg(request.width, request.height))), request.format));
    bytes.catch(() => placeholders.delete(key));
    placeholders.set(key, bytes);
  }
  return bytes;
}

/** Largest number of product ids whose images were checked, kept in memory. */
const KNOWN_MAX = 20_000;
const known = new Map<string, true>();

/**
 * True when the image is one the catalogue shows: a product with this sku lists exactly this image (shape, colour
 * and view) as its image or in its gallery. Made-up skus and views are never rendered.
 */
export async function imageInCatalogue(request: ImageRequest): Promise<boolean> {
  if (request.kind === 'photo') {
    if (known.get(request.photo)) return true;
    const listed = await photoListed(request.photo);
    if (listed) {
      if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!);
      known.set(request.photo, true);
    }
    return listed;
  }
  const image = `/product/${request.shape}/${request.colour}/${request.sku}-${request.view}.jpg`;
  const cached = known.get(image);
  if (cached) return true;
  const db = await getDb();
  // The product of the sku and its variants (a variant's image is named by its parent's sku, in its own colour).
  const rows = await db
    .select({ image: products.image, gallery: products.mediaGallery })
    .from(products)
    .where(
      or(
        eq(products.sku, request.sku),
        eq(products.parentId, sql`(SELECT id FROM products WHERE sku = ${request.sku})`),
      ),
    );
  const listed = rows.some((row) => row.image === image || row.gallery.some((entry) => entry.image === image));
  // Only listed images are remembered: a product added later must not stay hidden (the sku lookup is one index probe).
  if (listed) {
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!);
    known.set(image, true);
  }
  return listed;
}

/** Forgets which images the catalogue lists (after the catalogue changed; tests). */
export function forgetCatalogueImages(): void {
  known.clear();
}

/** Renders per client address and minute when the image is not on disk yet (each costs 100–400 ms of CPU). */
export function imageRenderLimit(address: string): Limit {
  return { key: `image-render:${address}`, max: config().imageRendersPerMinute, windowMs: 60 * 1000 };
}

/**
 * The bytes of a product image, rendered once and kept under `DATA_DIR/images` (bounded, oldest removed first).
 * `allowRender` is asked before a render (the per-address limit); it throws to refuse.
 */
export async function productImage(
  request: ImageRequest,
  allowRender: () => Promise<void> = async () => undefined,
): Promise<Buffer> {
  const size = `${request.width}x${request.height}`;
  let render: () => Promise<Buffer>;
  let relative: string;
  if (request.kind === 'photo') {
    const original = await photoOriginal(request.photo);
    // A missing photo is shown with the neutral placeholder (never kept under its name: the file may come later).
    if (!original) return placeholder(request);
    // The render's name carries the original's version: a new file of the same name is rendered anew.
    relative = path.join(size, 'photo', `${request.photo.slice(1)}.${original.version}.${request.format}`);
    render = () => encode(photoPipeline(original.file, request.width, request.height), request.format);
  } else {
    relative = path.join(size, request.shape, request.colour, `${request.sku}-${request.view}.${request.format}`);
    render = () => rasterise(request);
  }
  const file = path.join(imageRoot(), relative);
  const running = inFlight.get(file);
  if (running) return running;
  const work = (async () => {
    try {
      return await readFile(file);
    } catch {
      await allowRender();
      const bytes = await renders(() => {
        stats.renders += 1;
        return render();
      });
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      await remember(file, bytes.length);
      return bytes;
    }
  })();
  inFlight.set(file, work);
  try {
    return await work;
  } finally {
    inFlight.delete(file);
  }
}
