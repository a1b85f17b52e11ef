import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { config, setConfig } from '../../../src/lib/server/config/config.ts';
import { categoryIconSvg, productShapes } from '../../../src/lib/server/images/illustrations.ts';
import { imageUrl, parseImageRequest, productImage } from '../../../src/lib/server/images/render.ts';

const previous = config();
const dataDir = mkdtempSync(path.join(tmpdir(), 'np-images-'));
setConfig({ ...previous, dataDir });
afterAll(() => {
  setConfig(previous);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('product images', () => {
  it('maps a stored image to its served URL', () => {
    expect(imageUrl('/product/ski/red/150001-1.jpg', 'thumbnail', 'webp')).toBe(
      '/i/310x300/product/ski/red/150001-1.webp',
    );
    expect(imageUrl('/product/ski/red/150001-000-1.jpg', 'gallery', 'avif')).toBe(
      '/i/600x744/product/ski/red/150001-000-1.avif',
    );
  });

  it('serves only the allowed sizes, shapes, colours and formats', () => {
    expect(parseImageRequest('310x300', 'product/ski/red/150001-1.webp')).toMatchObject({
      width: 310,
      height: 300,
      sku: '150001',
      view: 1,
      format: 'webp',
    });
    expect(parseImageRequest('150x150', 'product/shoe/pink/150182-000-1.jpg')).toMatchObject({
      sku: '150182-000',
      format: 'jpg',
    });
    for (const [size, file] of [
      ['311x300', 'product/ski/red/150001-1.webp'],
      ['310x300', 'product/rocket/red/150001-1.webp'],
      ['310x300', 'product/ski/purple/150001-1.webp'],
      ['310x300', 'product/ski/red/150001-1.gif'],
      ['310x300', '../../etc/passwd'],
      ['310x300', 'product/ski/red/../150001-1.webp'],
      ['600x744', 'product/ski/red/150001-0.webp'],
    ] as const) {
      expect(parseImageRequest(size, file)).toBeUndefined();
    }
  });

  it('renders every shape as an image of the requested size and format, and caches it', async () => {
    for (const shape of productShapes) {
      const request = parseImageRequest('150x150', `product/${shape}/blue/150001-2.webp`)!;
      const bytes = await productImage(request);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 150, 150]);
    }
    const avif = await productImage(parseImageRequest('600x744', 'product/ski/red/150001-1.avif')!);
    expect((await sharp(avif).metadata()).format).toBe('heif');
    const again = await productImage(parseImageRequest('600x744', 'product/ski/red/150001-1.avif')!);
    expect(again.equals(avif)).toBe(true);
  });

  it('has the category icons the tree uses and nothing else', () => {
    for (const icon of ['xc-ski', 'alpine', 'running', 'outdoor', 'clothing', 'package', 'gift', 'campaign'])
      expect(categoryIconSvg(icon)).toContain('<svg');
    expect(categoryIconSvg('toString')).toBeUndefined();
    expect(categoryIconSvg('../x')).toBeUndefined();
  });
});
