// The content page components, one import path for the thin route files in src/pages.
export { default as BrandsIndex } from './BrandsIndex.astro';
export { default as BrandView } from './BrandView.astro';
export { default as ContentArticle } from './ContentArticle.astro';
export { default as ContentIndex } from './ContentIndex.astro';
export { default as MagazineArticle } from './MagazineArticle.astro';
export { default as MagazineById } from './MagazineById.astro';
export { default as MagazineChapter } from './MagazineChapter.astro';
export { default as MagazineIndex } from './MagazineIndex.astro';
export { default as SubBrandView } from './SubBrandView.astro';
