import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Limit } from '../accounts/rate-limit.ts';
import { getDb } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { config } from '../config/config.ts';
import { isProductShape, productIllustration, shapeColours } from './illustrations.ts';

/** The image sizes the shop serves (contract.md §9 plus Open Graph): cart, gallery, thumbnail, sharing. */
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

/** A parsed `/i/{w}x{h}/product/{shape}/{colour}/{sku}-{view}.{ext}` request. */
export interface ImageRequest {
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
  const match = productPattern.exec(imagePath.replace(/^\/+/, ''));
  if (!match) return undefined;
  const [, shape, colour, sku, view, ext] = match as unknown as [string, string, string, string, string, string];
  if (!isProductShape(shape) || !Object.hasOwn(shapeColours, colour)) return undefined;
  const [width, height] = size.split('x').map(Number) as [number, number];
  return {
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

async function rasterise(request: ImageRequest): Promise<Buffer> {
  const svg = productIllustration(
    request.shape as Parameters<typeof productIllustration>[0],
    request.colour,
    request.sku,
    request.view,
    request.width,
    request.height,
  );
  const image = sharp(Buffer.from(svg));
  if (request.format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (request.format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Largest number of product ids whose images were checked, kept in memory. */
const KNOWN_MAX = 20_000;
const known = new Map<string, true>();

/**
 * True when the image is one the catalogue shows: a product with this sku lists exactly this image (shape, colour
 * and view) as its image or in its gallery. Made-up skus and views are never rendered.
 */
export async function imageInCatalogue(request: ImageRequest): Promise<boolean> {
  const image = `/product/${request.shape}/${request.colour}/${request.sku}-${request.view}.jpg`;
  const cached = known.get(image);
  if (cached) return true;
  const db = await getDb();
  const [row] = await db
    .select({ image: products.image, gallery: products.mediaGallery })
    .from(products)
    .where(eq(products.sku, request.sku));
  const listed = Boolean(row && (row.image === image || row.gallery.some((entry) => entry.image === image)));
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

/*
 * The disk cache under DATA_DIR/images is bounded (IMAGE_CACHE_MB): the process learns its size once by walking it,
 * adds what it writes, and when over the bound removes the least recently written files down to 80 %.
 */
interface DiskState {
  bytes: number;
  files: Map<string, { bytes: number; at: number }>;
  ready: Promise<void> | undefined;
  evicting: boolean;
}
const disk: DiskState = { bytes: 0, files: new Map(), ready: undefined, evicting: false };

async function walk(dir: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        const info = await stat(full);
        if (!disk.files.has(full)) {
          disk.files.set(full, { bytes: info.size, at: info.mtimeMs });
          disk.bytes += info.size;
        }
      } catch {
        // removed meanwhile
      }
    }
  }
}

function imageRoot(): string {
  return path.join(config().dataDir, 'images');
}

async function remember(file: string, bytes: number): Promise<void> {
  disk.ready ??= walk(imageRoot());
  await disk.ready;
  const previous = disk.files.get(file);
  if (previous) disk.bytes -= previous.bytes;
  disk.files.set(file, { bytes, at: Date.now() });
  disk.bytes += bytes;
  const limit = config().imageCacheBytes;
  if (disk.bytes <= limit || disk.evicting) return;
  disk.evicting = true;
  try {
    const oldest = [...disk.files.entries()].sort((a, b) => a[1].at - b[1].at);
    for (const [name, info] of oldest) {
      if (disk.bytes <= limit * 0.8) break;
      await rm(name, { force: true });
      disk.files.delete(name);
      disk.bytes -= info.bytes;
    }
  } finally {
    disk.evicting = false;
  }
}

/** Bytes the image cache holds on disk as this process knows it (tests, diagnostics). */
export async function imageCacheBytes(): Promise<number> {
  disk.ready ??= walk(imageRoot());
  await disk.ready;
  return disk.bytes;
}

/**
 * The bytes of a product image, rendered once and kept under `DATA_DIR/images` (bounded, oldest removed first).
 * `allowRender` is asked before a render (the per-address limit); it throws to refuse.
 */
export async function productImage(
  request: ImageRequest,
  allowRender: () => Promise<void> = async () => undefined,
): Promise<Buffer> {
  const relative = path.join(
    `${request.width}x${request.height}`,
    request.shape,
    request.colour,
    `${request.sku}-${request.view}.${request.format}`,
  );
  const file = path.join(imageRoot(), relative);
  const running = inFlight.get(file);
  if (running) return running;
  const work = (async () => {
    try {
      return await readFile(file);
    } catch {
      await allowRender();
      const bytes = await rasterise(request);
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
