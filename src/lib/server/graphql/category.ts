import type { Breadcrumb, CategoryDocument } from '../catalog/service.ts';
import { ROOT_CATEGORY_ID } from '../catalog/categories.ts';
import { builder, PER_ITEM } from './builder.ts';
import { loadPresent } from './context.ts';

const BreadcrumbType = builder.objectRef<Breadcrumb>('Breadcrumb').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    url_path: t.exposeString('url_path'),
  }),
});

/** A category of the store with its counts; `children` and `parent` are looked up in batches. */
export const Category = builder.objectRef<CategoryDocument>('Category');

Category.implement({
  description: 'A category of the store: texts in the store language, listed product count, and its place in the tree.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    parent_id: t.exposeInt('parent_id', { nullable: true }),
    parent_ids: t.exposeIntList('parent_ids', { complexity: 0 }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    url_key: t.exposeString('url_key'),
    url_path: t.exposeString('url_path'),
    path: t.exposeString('path'),
    level: t.exposeInt('level'),
    position: t.exposeInt('position'),
    is_active: t.exposeBoolean('is_active'),
    include_in_menu: t.exposeBoolean('include_in_menu'),
    product_count: t.exposeInt('product_count', {
      description: 'Products a category listing shows (visibility 2 and 4, in stock).',
    }),
    children_count: t.exposeInt('children_count'),
    description: t.exposeString('description', { nullable: true }),
    image: t.exposeString('image', { nullable: true }),
    icon: t.exposeString('icon', { nullable: true }),
    meta_title: t.exposeString('meta_title', { nullable: true }),
    meta_description: t.exposeString('meta_description', { nullable: true }),
    meta_keywords: t.exposeString('meta_keywords', { nullable: true }),
    breadcrumbs: t.field({
      type: [BreadcrumbType],
      description: 'The parent chain below the root, outermost first.',
      complexity: PER_ITEM,
      resolve: (c) => c.breadcrumbs,
    }),
    children: t.field({
      type: [Category],
      description:
        'The active subcategories in position order (a tree is read by nesting `children`; batched lookups).',
      complexity: { field: 1, multiplier: 5 },
      resolve: (c, _args, ctx) =>
        loadPresent(
          ctx.categories,
          c.children_data.map((child) => child.id),
        ),
    }),
    parent: t.field({
      type: Category,
      nullable: true,
      description: 'The parent category (null at the top; batched lookups).',
      resolve: (c, _args, ctx) =>
        c.parent_id !== null && c.parent_id > ROOT_CATEGORY_ID ? ctx.categories.load(c.parent_id) : null,
    }),
  }),
});
