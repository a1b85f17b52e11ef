import { describe, expect, it } from 'vitest';
import { repositoryEntries } from '../../../content/entries.ts';
import { contentTypes } from '../../content/schema.ts';
import { storeCodes } from '../../store-view/config.ts';
import { createRepositorySource, resolveEntries } from './repository.ts';

const source = createRepositorySource(async () => repositoryEntries);

describe('repository content', () => {
  it('every entry of every type is valid in every locale, with and without drafts', () => {
    for (const type of contentTypes) {
      for (const store of storeCodes) {
        expect(() => resolveEntries(repositoryEntries, type, store, true)).not.toThrow();
        expect(resolveEntries(repositoryEntries, type, store, false).length, `${type} ${store}`).toBeGreaterThan(0);
      }
    }
  });

  it('has the same entries in sv, no and fi', () => {
    for (const type of contentTypes) {
      const ids = (store: string) =>
        repositoryEntries[type]
          .filter((e) => e.locale === store)
          .map((e) => e.id.replace(/_(sv|no|fi)$/, ''))
          .sort();
      expect(ids('no'), type).toEqual(ids('sv'));
      expect(ids('fi'), type).toEqual(ids('sv'));
    }
  });

  it('hides drafts outside preview, also inside relationships', async () => {
    const published = await source.get('magazineChapter', 'langdakning', { store: 'sv' });
    const preview = await source.get('magazineChapter', 'langdakning', { store: 'sv', preview: { enabled: true } });
    expect(published?.articles.map((a) => a.id)).not.toContain('vinterns-nyheter');
    expect(preview?.articles.map((a) => a.id)).toContain('vinterns-nyheter');
    expect(await source.get('magazineItem', 'vinterns-nyheter', { store: 'sv' })).toBeNull();
  });

  it('filters by slug and title, sorts and limits', async () => {
    const [guide] = await source.list('guides', { store: 'no' }, { slug: 'smoreguide' });
    expect(guide?.id).toBe('valla-guide');
    expect(await source.list('pages', { store: 'fi' }, { title: 'Usein kysyttyä' })).toHaveLength(1);
    const latest = await source.list('magazineItem', { store: 'sv' }, { sort: '-publishedAt', limit: 2 });
    expect(latest.map((a) => a.publishedAt)).toEqual(['2026-11-12', '2026-11-05']);
  });

  it('resolves brand and sub-brand relationships', async () => {
    const brand = await source.get('brand', 'fischler', { store: 'fi' });
    expect(brand?.subBrands.map((s) => s.slug)).toEqual(['speed', 'tour']);
    const sub = await source.get('subBrand', 'fischler-speed', { store: 'fi' });
    expect(sub?.parentBrand).toMatchObject({ id: 'fischler', slug: 'fischler', title: 'Fischler' });
  });
});
