import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../config/config.ts';

/** Where imported product photos are kept: DATA_DIR/media/catalog/product, in Magento's layout (`/w/s/x.jpg`). */
export function mediaRoot(): string {
  return path.join(config().dataDir, 'media', 'catalog', 'product');
}

/** A product image path of Magento's media layout (`/w/s/ws12-orange_main.jpg`); drawn illustrations are not. */
export function isPhotoPath(image: string): boolean {
  return (
    !image.startsWith('/product/') &&
    /^\/?[A-Za-z0-9_][A-Za-z0-9_./-]*\.(jpe?g|png|webp|gif)$/i.test(image) &&
    !image.includes('..')
  );
}

/** The file of a photo in the image store. */
export function photoFile(image: string): string {
  return path.join(mediaRoot(), image.replace(/^\/+/, ''));
}

/**
 * Copies the photos a dump names from `mediaDir` (Magento's pub/media/catalog/product) into the image store, once:
 * a file already there with the same size is kept. Returns the photos found neither there nor in the store.
 */
export async function importPhotos(images: Iterable<string>, mediaDir: string | undefined): Promise<string[]> {
  const missing: string[] = [];
  for (const image of images) {
    if (!isPhotoPath(image)) continue;
    const target = photoFile(image);
    const source = mediaDir ? path.join(mediaDir, image.replace(/^\/+/, '')) : undefined;
    const [from, to] = await Promise.all([
      source ? stat(source).catch(() => undefined) : undefined,
      stat(target).catch(() => undefined),
    ]);
    if (from?.isFile()) {
      if (to?.size === from.size) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(source!, target);
    } else if (!to) missing.push(image);
  }
  return missing;
}
