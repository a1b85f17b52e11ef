import { expect, it } from 'vitest';
import { repositoryEntries } from '../../../src/content/entries.ts';
import { contentProducts } from '../../../src/lib/server/content/products.ts';
import { createRepositorySource } from '../../../src/lib/server/content/repository.ts';
import { contentSitemapEntries, setContentSource } from '../../../src/lib/server/content/service.ts';
import { describeEachDatabase, SEEDED_AT } from '../../support/db.ts';

describeEachDatabase('products on content pages', () => {
  it("lists given skus in the editor's order with store prices", async () => {
    const items = await contentProducts('fi', { skus: ['150004', '150001', '150002', 'NO-SUCH'] }, SEEDED_AT);
    expect(items.map((i) => i.sku)).toEqual(['150004', '150001', '150002']);
    expect(items[1]).toMatchObject({ name: expect.stringContaining('Fischler') });
    for (const item of items) {
      expect(item.finalPrice).toBeGreaterThan(0);
      expect(item.finalPrice).toBeLessThanOrEqual(item.price);
    }
    expect(await contentProducts('sv', { skus: [] })).toEqual([]);
  });

  it('filters a brand by ls_varumarke and a sub-brand by its attribute values', async () => {
    const brand = await contentProducts('sv', { brand: 'fischler', limit: 50 });
    expect(brand.length).toBeGreaterThan(10);
    expect(brand.filter((p) => !p.name.includes('Fischler')).map((p) => p.name)).toEqual([]);
    const skate = await contentProducts('sv', {
      brand: 'fischler',
      attributes: [{ attributeProperty: 'ls_aktivitet', attributeValue: 'skate' }],
      limit: 50,
    });
    expect(skate.length).toBeGreaterThan(0);
    expect(skate.length).toBeLessThan(brand.length);
    const junior = await contentProducts('no', {
      brand: 'nordvik',
      attributes: [{ attributeProperty: 'ls_modell', attributeValue: 'Junior Race' }],
    });
    expect(junior.map((p) => p.sku)).toContain('150041');
    const urban = await contentProducts('sv', { brand: 'fjellrev', text: 'urban' });
    expect(urban.length).toBeGreaterThan(0);
    expect(urban.every((p) => /urban/i.test(p.name))).toBe(true);
    expect(await contentProducts('sv', { brand: 'fischler', text: "%' OR 1=1 --" })).toEqual([]);
  });
});

it('sitemap entries list every published content page of a store and no drafts', async () => {
  setContentSource(createRepositorySource(async () => repositoryEntries));
  try {
    const entries = await contentSitemapEntries('fi');
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/fi/page',
        '/fi/guides',
        '/fi/magazine',
        '/fi/activities-lx',
        '/fi/brands',
        '/fi/page/asiakaspalvelu',
        '/fi/guides/voiteluopas',
        '/fi/magazine/hiihto',
        '/fi/magazine/hiihto/perinteinen-tekniikka',
        '/fi/brand/fischler',
        '/fi/brand/fischler/speed',
        '/fi/activities-lx/vaellus',
        '/fi/campaigns/talven-avaus',
      ]),
    );
    expect(paths).not.toContain('/fi/magazine/hiihto/talven-uutuudet');
    expect(paths).not.toContain('/fi/page/esikatselu');
    expect(new Set(paths).size).toBe(paths.length);
    expect(entries.find((e) => e.path === '/fi/magazine/hiihto/perinteinen-tekniikka')?.lastmod).toBe('2026-10-02');
  } finally {
    setContentSource(undefined);
  }
});
