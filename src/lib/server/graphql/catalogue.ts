import {
  cmsBlock,
  cmsBlockByIdentifier,
  cmsPage,
  cmsPageByIdentifier,
  getAttributes,
  getCategory,
  listCategories,
  listTaxRules,
  mapUrl,
  type AttributeDocument,
  type CategoryDocument,
  type CmsDocument,
  type ProductDocument,
  type TaxRuleDocument,
  type UrlMapping,
} from '../catalog/service.ts';
import { CATEGORY_SIZE } from '../catalog/categories.ts';
import { builder, PER_ITEM } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { Category } from './category.ts';
import { Product } from './product.ts';
import { badInput, nullWhenNotFound } from './products.ts';

const CategoryFilter = builder.inputType('CategoryFilterInput', {
  description: 'Category filters (ANDed), as the REST category search takes them.',
  fields: (t) => ({
    ids: t.intList(),
    parent_id: t.int(),
    level: t.int(),
    url_key: t.string(),
    url_path: t.string(),
    slug: t.string(),
    include_in_menu: t.boolean(),
    product_count_gt: t.int({ description: 'Only categories listing more products than this.' }),
  }),
});

interface CategoriesShape {
  items: CategoryDocument[];
  total: number;
  pageSize: number;
  currentPage: number;
}
const Categories = builder.objectRef<CategoriesShape>('Categories').implement({
  fields: (t) => ({
    items: t.field({ type: [Category], complexity: PER_ITEM, resolve: (c) => c.items }),
    total_count: t.int({ resolve: (c) => c.total }),
    page_size: t.int({ resolve: (c) => c.pageSize }),
    current_page: t.int({ resolve: (c) => c.currentPage }),
  }),
});

const AttributeOption = builder.objectRef<AttributeDocument['options'][number]>('AttributeOption').implement({
  fields: (t) => ({
    value: t.exposeString('value'),
    label: t.exposeString('label'),
    swatch: t.string({ nullable: true, resolve: (o) => o.swatch ?? null }),
    sort_order: t.exposeInt('sort_order'),
  }),
});

const Attribute = builder.objectRef<AttributeDocument>('Attribute').implement({
  description: 'A product attribute with its options, labels in the store language.',
  fields: (t) => ({
    attribute_id: t.exposeInt('attribute_id'),
    attribute_code: t.exposeString('attribute_code'),
    frontend_input: t.exposeString('frontend_input'),
    frontend_label: t.exposeString('frontend_label'),
    default_frontend_label: t.exposeString('default_frontend_label'),
    is_filterable: t.exposeBoolean('is_filterable'),
    is_comparable: t.exposeBoolean('is_comparable'),
    is_user_defined: t.exposeBoolean('is_user_defined'),
    is_visible: t.exposeBoolean('is_visible'),
    is_single_value_filter: t.exposeBoolean('is_single_value_filter'),
    position: t.exposeInt('position'),
    options: t.field({ type: [AttributeOption], complexity: PER_ITEM, resolve: (a) => a.options }),
  }),
});

const TaxRate = builder.objectRef<TaxRuleDocument['rates'][number]>('TaxRate').implement({
  fields: (t) => ({
    rate: t.exposeFloat('rate'),
    code: t.exposeString('code'),
    tax_country_id: t.exposeString('tax_country_id'),
    region_name: t.exposeString('region_name', { nullable: true }),
    tax_region_id: t.exposeInt('tax_region_id', { nullable: true }),
  }),
});

const TaxRule = builder.objectRef<TaxRuleDocument>('TaxRule').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    priority: t.exposeInt('priority'),
    product_tax_class_ids: t.exposeIntList('product_tax_class_ids', { complexity: 0 }),
    customer_tax_class_ids: t.exposeIntList('customer_tax_class_ids', { complexity: 0 }),
    rates: t.field({ type: [TaxRate], complexity: PER_ITEM, resolve: (r) => r.rates }),
  }),
});

const CmsContent = builder.objectRef<CmsDocument>('CmsContent').implement({
  description: 'An active CMS page or block of a store.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    identifier: t.exposeString('identifier'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'HTML.' }),
    store_id: t.exposeInt('store_id'),
    updated_at: t.exposeString('updated_at'),
  }),
});

const UrlType = builder.enumType('UrlType', { values: ['PRODUCT', 'CATEGORY', 'CMS_PAGE', 'REDIRECT'] as const });

const UrlResolution = builder.objectRef<UrlMapping>('UrlResolution').implement({
  description:
    'What a storefront URL shows: a product, category or CMS page, or a rewrite/redirect (`redirect_code` 0 renders the target in place, 301/302 redirect).',
  fields: (t) => ({
    type: t.field({
      type: UrlType,
      resolve: (u) =>
        '_type' in u
          ? u._type === 'cms_page'
            ? 'CMS_PAGE'
            : u._type === 'product'
              ? 'PRODUCT'
              : 'CATEGORY'
          : 'REDIRECT',
    }),
    entity_type: t.string({
      nullable: true,
      description: 'For a rewrite or redirect: the type of its target (product, category, cms).',
      resolve: (u) => ('type' in u ? u.type : null),
    }),
    id: t.int({ nullable: true, resolve: (u) => ('_source' in u ? u._source.id : (u.id ?? null)) }),
    target_url: t.string({
      nullable: true,
      description: 'The path (with the store prefix) or absolute URL of a rewrite or redirect.',
      resolve: (u) => ('target_url' in u ? u.target_url : null),
    }),
    redirect_code: t.int({
      description: '0 for an entity or an in-place rewrite, else 301 or 302.',
      resolve: (u) => ('redirectCode' in u ? u.redirectCode : 0),
    }),
    product: t.field({
      type: Product,
      nullable: true,
      resolve: (u) => ('_type' in u && u._type === 'product' ? (u._source as ProductDocument) : null),
    }),
    category: t.field({
      type: Category,
      nullable: true,
      resolve: (u) => ('_type' in u && u._type === 'category' ? (u._source as CategoryDocument) : null),
    }),
    cms_page: t.field({
      type: CmsContent,
      nullable: true,
      resolve: (u) => ('_type' in u && u._type === 'cms_page' ? (u._source as CmsDocument) : null),
    }),
  }),
});

/** Exactly one of the keys must be given. */
function oneOf(args: Record<string, unknown>, names: readonly string[]): void {
  if (names.filter((name) => args[name] != null).length !== 1)
    throw badInput(`Give exactly one of ${names.join(', ')}`, names[0]!);
}

/** Resolves a CMS page or block by id, or by identifier in the request's store (exactly one of the two). */
const cmsLookup =
  (
    byId: (id: number) => Promise<CmsDocument | null>,
    byIdentifier: (identifier: string, storeId: number) => Promise<CmsDocument | null>,
  ) =>
  (_root: unknown, args: { id?: number | null; identifier?: string | null }, ctx: GraphQLContext) => {
    oneOf(args, ['id', 'identifier']);
    return args.id != null ? byId(args.id) : byIdentifier(args.identifier!, ctx.store.storeId);
  };

builder.queryFields((t) => ({
  categories: t.field({
    type: Categories,
    description:
      'Categories of the store in position order (read the tree with `filter: { parent_id: 2 }` and nested `children`).',
    args: {
      filter: t.arg({ type: CategoryFilter }),
      pageSize: t.arg.int({ defaultValue: 200 }),
      currentPage: t.arg.int({ defaultValue: 1 }),
    },
    complexity: (args) => ({ field: 5, multiplier: Math.min(Math.max(args.pageSize ?? 200, 1), 50) }),
    resolve: async (_root, args, ctx) => {
      const pageSize = args.pageSize ?? 200;
      const currentPage = args.currentPage ?? 1;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > CATEGORY_SIZE)
        throw badInput(`pageSize must be between 1 and ${CATEGORY_SIZE}`, 'pageSize');
      if (!Number.isInteger(currentPage) || currentPage < 1 || currentPage > 10_000)
        throw badInput('currentPage must be between 1 and 10000', 'currentPage');
      const f = args.filter ?? {};
      const filters: Record<string, unknown> = {};
      if (f.ids != null) filters.id = f.ids;
      for (const key of ['parent_id', 'level', 'url_key', 'url_path', 'slug', 'include_in_menu'] as const)
        if (f[key] != null) filters[key] = f[key];
      if (f.product_count_gt != null) filters.product_count = { gt: f.product_count_gt };
      const answer = await nullWhenNotFound(
        listCategories(ctx.store, { query: { filters }, from: (currentPage - 1) * pageSize, size: pageSize }),
      );
      return {
        items: (answer?.items ?? []) as unknown as CategoryDocument[],
        total: answer?.total ?? 0,
        pageSize,
        currentPage,
      };
    },
  }),
  category: t.field({
    type: Category,
    nullable: true,
    description: 'One active category by id, slug, url_path or url_key, with breadcrumbs; null when there is none.',
    args: { id: t.arg.int(), slug: t.arg.string(), url_path: t.arg.string(), url_key: t.arg.string() },
    complexity: 5,
    resolve: (_root, args, ctx) => {
      oneOf(args, ['id', 'slug', 'url_path', 'url_key']);
      const key =
        args.id != null
          ? { id: args.id }
          : args.slug != null
            ? { slug: args.slug }
            : args.url_path != null
              ? { urlPath: args.url_path }
              : { urlKey: args.url_key! };
      return nullWhenNotFound(getCategory(ctx.store, key));
    },
  }),
  attributes: t.field({
    type: [Attribute],
    description: 'Product attributes by code and/or id (all when neither is given).',
    args: { codes: t.arg.stringList(), ids: t.arg.intList() },
    complexity: { field: 5, multiplier: 20 },
    resolve: (_root, args, ctx) => {
      if ((args.codes?.length ?? 0) > 300 || (args.ids?.length ?? 0) > 300)
        throw badInput('At most 300 codes or ids', 'codes');
      return getAttributes(ctx.store, {
        ...(args.codes ? { codes: args.codes } : {}),
        ...(args.ids ? { ids: args.ids } : {}),
      });
    },
  }),
  taxRules: t.field({
    type: [TaxRule],
    description: 'Every tax rule with its rates.',
    complexity: { field: 5, multiplier: 10 },
    resolve: () => listTaxRules(),
  }),
  urlResolver: t.field({
    type: UrlResolution,
    nullable: true,
    description:
      'Resolves a storefront URL (with or without the store prefix) as the shop routes it; null when nothing matches.',
    args: {
      url: t.arg.string({ required: true }),
      sku: t.arg.string({ description: 'Resolve to this product directly.' }),
    },
    complexity: 10,
    resolve: async (_root, args, ctx) => {
      if (args.url.length > 2000) throw badInput('url is longer than 2000 characters', 'url');
      return mapUrl(ctx.store, args.url, { customerGroupId: await ctx.customerGroup(), sku: args.sku ?? null });
    },
  }),
  cmsPage: t.field({
    type: CmsContent,
    nullable: true,
    description: 'An active CMS page by id, or by identifier in the store.',
    args: { id: t.arg.int(), identifier: t.arg.string() },
    resolve: cmsLookup(cmsPage, cmsPageByIdentifier),
  }),
  cmsBlock: t.field({
    type: CmsContent,
    nullable: true,
    description: 'An active CMS block by id, or by identifier in the store.',
    args: { id: t.arg.int(), identifier: t.arg.string() },
    resolve: cmsLookup(cmsBlock, cmsBlockByIdentifier),
  }),
}));
