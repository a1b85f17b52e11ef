import { z } from 'astro/zod';
import { storeCodes } from '../store-view/config.ts';

/** The content types of the content service, plus campaigns. */
export const contentTypes = [
  'pages',
  'activityPage',
  'guides',
  'magazineChapter',
  'magazineItem',
  'home',
  'brand',
  'subBrand',
  'bannerArea',
  'campaign',
] as const;
/** One content type name, as the content service spells it. */
export type ContentType = (typeof contentTypes)[number];

const locale = z.enum(storeCodes);
/** A store-relative link ('/c/langdskidor') or an https URL; never javascript: or data:. */
const link = z.string().regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'must be a store-relative path or an https URL');
/** An image path under /content or an https URL. */
const image = link;

/** Another entry a relationship points at, resolved to what pages link with. */
export const linkedEntrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().optional(),
  image: image.optional(),
});
export type LinkedEntry = z.infer<typeof linkedEntrySchema>;

/** A magazine content block. */
export const contentBlockSchema = z.object({
  id: z.string(),
  order: z.number().int().default(0),
  title: z.string(),
  text: z.string().default(''),
  btnText: z.string().optional(),
  link: link.optional(),
  bgColor: z.string().default('#f3f6f8'),
  bgImage: image.optional(),
  showBgImg: z.boolean().default(false),
  textColor: z.string().default('#14202b'),
  /** 'small' | 'medium' | 'large': the block's height. */
  size: z.enum(['small', 'medium', 'large']).default('medium'),
  /** Width in twelfths of the row (Swedish 'bredd'). */
  bredd: z.number().int().min(1).max(12).default(12),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** A link to a category with its title. */
export const categoryLinkSchema = z.object({ title: z.string(), slug: z.string() });
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

const base = {
  /** Shared across locales: the same entry in sv, no and fi has one id (as in the content service). */
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
  locale,
  /** Unpublished: shown only in the editor preview. */
  draft: z.boolean().default(false),
};
const seo = {
  metaDescription: z.string().optional(),
  metaKeywords: z.string().optional(),
};
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);
/** What every routed entry has: id, language, draft flag, SEO texts and slug. */
const entry = { ...base, ...seo, slug };
/** An article's heading: the entry with its title, summary and picture. */
const article = { ...entry, title: z.string(), excerpt: z.string(), image: image.optional() };
/** A YouTube film shown with the entry (its video id). */
const youtubeFilm = z
  .string()
  .regex(/^[A-Za-z0-9_-]{11}$/)
  .optional();
/** Category shortcuts and hand-picked products (skus) of an editorial page. */
const picks = {
  categoryLinks: z.array(categoryLinkSchema).max(3).default([]),
  products: z.array(z.string()).max(6).default([]),
};

/** A CMS page (/sida/{slug}, fi /page/{slug}). */
export const pageSchema = z.object({
  ...entry,
  identifier: z.string(),
  title: z.string(),
  excerpt: z.string().default(''),
  heroImage: image.optional(),
  /** Rich text (HTML, sanitized before rendering). */
  body: z.string(),
  updatedAt: z.string().optional(),
});
export type Page = z.infer<typeof pageSchema>;

/** A buying guide. */
export const guideSchema = z.object({
  ...entry,
  title: z.string(),
  excerpt: z.string(),
  images: z.array(image).max(6).default([]),
  body: z.string(),
  products: z.array(z.string()).max(3).default([]),
  categoryLinks: z.array(categoryLinkSchema).max(3).default([]),
  relatedGuides: z.array(linkedEntrySchema).default([]),
  updatedAt: z.string().optional(),
});
export type Guide = z.infer<typeof guideSchema>;

/** A magazine chapter with its articles. */
export const magazineChapterSchema = z.object({
  ...article,
  slug: slug.refine((value) => value !== 'cms', 'the slug cms is reserved'),
  heroLogo: image.optional(),
  order: z.number().int().default(0),
  blocks: z.array(contentBlockSchema).default([]),
  mediaBlocks: z.array(contentBlockSchema).default([]),
  articles: z.array(linkedEntrySchema).default([]),
});
export type MagazineChapter = z.infer<typeof magazineChapterSchema>;

/** A magazine article; belongs to one chapter. */
export const magazineItemSchema = z.object({
  ...article,
  author: z.string().default('Nordpeak'),
  publishedAt: z.string(),
  body: z.string(),
  youtubeFilm,
  blocks: z.array(contentBlockSchema).default([]),
  chapter: linkedEntrySchema,
});
export type MagazineItem = z.infer<typeof magazineItemSchema>;

/** An activity page (/aktiviteter-lx/{slug}). */
export const activityPageSchema = z.object({
  ...article,
  body: z.string(),
  ...picks,
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** A campaign content page (/kampanjer/{slug}). */
export const campaignSchema = z.object({
  ...article,
  body: z.string(),
  validFrom: z.string().optional(),
  validTo: z.string().optional(),
  couponCode: z.string().optional(),
  ...picks,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A brand. */
export const brandSchema = z.object({
  ...entry,
  /** The ls_varumarke option value of the brand's products. */
  name: z.string(),
  title: z.string(),
  brandLogo: image.optional(),
  heroImage: image.optional(),
  description: z.string(),
  topProductsTitle: z.string().default(''),
  showTopProducts: z.boolean().default(true),
  topProducts: z.array(z.string()).max(8).default([]),
  youtubeFilm,
  sizeguide: z.string().optional(),
  subBrands: z.array(linkedEntrySchema).default([]),
});
export type Brand = z.infer<typeof brandSchema>;

/** An attribute filter of a sub-brand: products whose attribute has this value. */
export const attributeFilterSchema = z.object({
  attributeProperty: z.string().regex(/^ls_[a-z_]+$/),
  attributeValue: z.string(),
});
export type AttributeFilter = z.infer<typeof attributeFilterSchema>;

/** A sub-brand of a brand (/varumarke/{slug}/{subBrandSlug}). */
export const subBrandSchema = z.object({
  ...entry,
  /** The sub-brand's own slug; `slug` mirrors it for uniform lookups. */
  subBrandSlug: slug,
  title: z.string(),
  description: z.string(),
  heroImage: image.optional(),
  parentBrand: linkedEntrySchema,
  attributes: z.array(attributeFilterSchema).default([]),
  categoryList: z.array(z.string()).default([]),
  customProducts: z.array(z.string()).default([]),
  customProductsTitle: z.string().default(''),
  filterByText: z.string().optional(),
  subBrandLinks: z.array(z.object({ title: z.string(), url: link })).default([]),
  linkBlock: contentBlockSchema.optional(),
});
export type SubBrand = z.infer<typeof subBrandSchema>;

/** One banner with its defaults. */
export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string().default(''),
  url: link.optional(),
  image: image.optional(),
  buttonText: z.string().optional(),
  backgroundColor: z.string().default('#2372b9'),
  buttonColor: z.string().default('#fff'),
  buttonTextColor: z.string().default('#000'),
  textColor: z.string().default('#fff'),
  titleColor: z.string().default('#fff'),
  span: z.number().int().min(1).max(4).default(1),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A banner area: id '{product}_{store}' or 'default'. */
export const bannerAreaSchema = z.object({
  ...base,
  id: z.string().regex(/^([a-z0-9-]+_(sv|no|fi)|default)$/),
  title: z.string(),
  banners: z.array(bannerSchema).max(4),
});
export type BannerArea = z.infer<typeof bannerAreaSchema>;

/** The home content (fixed id 'home'). */
export const homeSchema = z.object({
  ...base,
  id: z.literal('home'),
  bannerBackgroundImage: image.optional(),
  hero: contentBlockSchema,
  blocks: z.array(contentBlockSchema).max(4),
  middleBlocks: z.array(contentBlockSchema).max(5),
  contentAreas: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })).max(2),
  linkedCategories: z
    .array(z.object({ magentoId: z.number().int(), icon: z.string(), title: z.string(), slug: z.string() }))
    .max(8),
});
export type Home = z.infer<typeof homeSchema>;

/** The schema of every content type. */
export const contentSchemas = {
  pages: pageSchema,
  activityPage: activityPageSchema,
  guides: guideSchema,
  magazineChapter: magazineChapterSchema,
  magazineItem: magazineItemSchema,
  home: homeSchema,
  brand: brandSchema,
  subBrand: subBrandSchema,
  bannerArea: bannerAreaSchema,
  campaign: campaignSchema,
} as const;

/** The entry type of a content type. */
export type ContentOf<T extends ContentType> = z.infer<(typeof contentSchemas)[T]>;
/** An entry as authored (defaults not applied yet). */
export type ContentInput<T extends ContentType> = z.input<(typeof contentSchemas)[T]>;

/** Relationship fields per content type and the type they point at (JSON:API relationships). */
export const contentRelationships: { [T in ContentType]?: Record<string, { type: ContentType; many: boolean }> } = {
  magazineChapter: { articles: { type: 'magazineItem', many: true } },
  magazineItem: { chapter: { type: 'magazineChapter', many: false } },
  guides: { relatedGuides: { type: 'guides', many: true } },
  brand: { subBrands: { type: 'subBrand', many: true } },
  subBrand: { parentBrand: { type: 'brand', many: false } },
};

/** One relationship field of a content type. */
export interface Relationship {
  type: ContentType;
  many: boolean;
}

/** The relationship fields of a content type as [field, relationship] pairs. */
export function relationshipsOf(type: ContentType): [string, Relationship][] {
  return Object.entries(contentRelationships[type] ?? {});
}

/** The main image of an entry, whichever field its type keeps it in. */
export function entryImage(entry: object): string | undefined {
  const e = entry as { heroImage?: string; images?: string[]; image?: string };
  return e.heroImage ?? e.images?.[0] ?? e.image;
}
