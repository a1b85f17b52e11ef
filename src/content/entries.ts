import { groupRawEntries, type RawEntries } from '../lib/server/content/repository.ts';
import { activityPages } from './activities.ts';
import { bannerAreas } from './banners.ts';
import { brands, subBrands } from './brands.ts';
import { campaigns } from './campaigns.ts';
import { guides } from './guides.ts';
import { home } from './home.ts';
import { magazineChapters, magazineItems } from './magazine.ts';
import { pages } from './pages.ts';
import { trustPages } from './trust-pages.ts';

/** The repository default of every content type, in sv, no and fi (read by src/content.config.ts). */
export const repositoryEntries: RawEntries = groupRawEntries({
  pages: [...pages, ...trustPages],
  activityPage: activityPages,
  guides,
  magazineChapter: magazineChapters,
  magazineItem: magazineItems,
  home,
  brand: brands,
  subBrand: subBrands,
  bannerArea: bannerAreas,
  campaign: campaigns,
});
