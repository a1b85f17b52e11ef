import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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
export interface ImageRequest { width: number; height: number; shape: string; colour: string; sku: string; view: number; format: ImageFormat }

const productPattern = /^product\/([a-z-]{2,20})\/([a-z]{3,12})\/([A-Za-z0-9]{1,30}(?:-[A-Za-z0-9]{1,20})?)-([1-9])\.(avif|webp|jpg|jpeg)$/;

/** Parses the size and image path of an `/i/` URL; undefined for anything not served (→ 404). */
export function parseImageRequest(size: string, imagePath: string): ImageRequest | undefined {
  if (!allowedSizes.has(size)) return undefined;
  const match = productPattern.exec(imagePath.replace(/^\/+/, ''));
  if (!match) return undefined;
  const [, shape, colour, sku, view, ext] = match as unknown as [string, string, string, string, string, string];
  if (!isProductShape(shape) || !Object.hasOwn(shapeColours, colour)) return undefined;
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height, shape, colour, sku, view: Number(view), format: ext === 'jpeg' ? 'jpg' : (ext as ImageFormat) };
}

/** The `/i/` URL of a stored product image (`/product/ski/red/150001-1.jpg`) at a size and format. */
export function imageUrl(image: string, size: ImageSizeName, format: ImageFormat = 'jpg'): string {
  const { width, height } = imageSizes[size];
  return `/i/${width}x${height}/${image.replace(/^\/+/, '').replace(/\.(jpe?g|png|webp|avif)$/i, '')}.${format}`;
}

const inFlight = new Map<string, Promise<Buffer>>();

async function rasterise(request: ImageRequest): Promise<Buffer> {
  const svg = productIllustration(request.shape as Parameters<typeof productIllustration>[0], request.colour, request.sku, request.view, request.width, request.height);
  const image = sharp(Buffer.from(svg));
  if (request.format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (request.format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** The bytes of a product image, rendered once and kept under `DATA_DIR/images`. */
export async function productImage(request: ImageRequest): Promise<Buffer> {
  const relative = path.join(`${request.width}x${request.height}`, request.shape, request.colour, `${request.sku}-${request.view}.${request.format}`);
  const file = path.join(config().dataDir, 'images', relative);
  const running = inFlight.get(file);
  if (running) return running;
  const work = (async () => {
    try {
      return await readFile(file);
    } catch {
      const bytes = await rasterise(request);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
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
