// The content page components and their loaders, one import path for the thin route files in src/pages.
// Loaders run in the route's frontmatter so that 404 and 503 statuses are set before the page streams.
export { default as BrandsIndex } from './BrandsIndex.astro';
export { default as BrandView } from './BrandView.astro';
export { default as ContentArticle } from './ContentArticle.astro';
export { default as ContentIndex } from './ContentIndex.astro';
export { default as MagazineIndex } from './MagazineIndex.astro';
export { default as MagazinePageView } from './MagazinePageView.astro';
export { default as SubBrandView } from './SubBrandView.astro';
export {
  loadArticle,
  loadBrand,
  loadBrands,
  loadChapter,
  loadContentEntry,
  loadContentList,
  loadMagazineById,
  loadMagazineIndex,
  loadSubBrand,
  magazineCmsPage,
} from '../../lib/server/content/loaders.ts';
