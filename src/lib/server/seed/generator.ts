import type { Localized } from '../db/schema/catalog.ts';
import type { CategoryRow, CategoryTranslationRow, ProductRows } from '../import/vsf/rows.ts';
import { categoryDefs } from './categories.ts';
import { kindDefs, type Axis, type KindDef } from './kinds.ts';
import { Random, slugify } from './random.ts';
import {
  brands,
  clothingSizes,
  colours,
  CUSTOMER_GROUP,
  drops,
  giftCardValues,
  lasts,
  lengths,
  shoeSizes,
  TAX_CLASS,
  tastes,
  UTG_PHASED_OUT,
  cushionings,
} from './reference.ts';
import { storeCodes } from '../../store-view/config.ts';

const STORES = storeCodes;
type Store = (typeof STORES)[number];

/**
 * Everything the seed writes for the catalogue, as plain rows (the import's row shapes; configurable options get
 * their ids from their order).
 */
export interface CatalogRows extends Omit<ProductRows, 'configurableOptions'> {
  categories: CategoryRow[];
  categoryTranslations: CategoryTranslationRow[];
  configurableOptions: Omit<ProductRows['configurableOptions'][number], 'id'>[];
}

const AXIS_ATTRIBUTE: Record<Axis, { code: string; id: number }> = {
  colour: { code: 'ls_farg', id: 101 },
  clothingSize: { code: 'ls_storlek_klader', id: 102 },
  shoeSize: { code: 'ls_storlek_skor', id: 103 },
  xcLength: { code: 'ls_langd', id: 107 },
  alpineLength: { code: 'ls_langd', id: 107 },
  poleLength: { code: 'ls_langd', id: 107 },
  taste: { code: 'ls_smak', id: 117 },
  equipmentSize: { code: 'ls_storlek_utrust', id: 104 },
  gloveSize: { code: 'ls_storlek_utrust', id: 104 },
};

function axisValues(
  axis: Axis,
  rng: Random,
  colourKeys: string[],
): { value: string; label: string; extra?: Record<string, string> }[] {
  switch (axis) {
    case 'colour':
      return colourKeys.map((key) => {
        const c = colours.find((x) => x.key === key)!;
        return { value: c.value, label: c.labels.sv };
      });
    case 'clothingSize':
      return clothingSizes.map((s) => ({ value: s, label: s }));
    case 'shoeSize': {
      const from = rng.int(0, 2);
      return shoeSizes
        .slice(from, from + 10)
        .map((s) => ({ value: s.eu, label: `EU ${s.eu}`, extra: { ls_uk: s.uk, ls_us: s.us, ls_cm: s.cm } }));
    }
    case 'xcLength':
      return lengths.xcSki.map((cm) => ({ value: String(cm), label: `${cm} cm` }));
    case 'alpineLength':
      return lengths.alpineSki.map((cm) => ({ value: String(cm), label: `${cm} cm` }));
    case 'poleLength':
      return lengths.pole.map((cm) => ({ value: String(cm), label: `${cm} cm` }));
    case 'taste':
      return rng.sample(tastes, rng.int(2, 4)).map((t) => ({ value: t.value, label: t.labels.sv }));
    case 'equipmentSize':
      return ['S', 'M', 'L'].map((s) => ({ value: s, label: s }));
    case 'gloveSize':
      return ['6', '7', '8', '9', '10', '11'].map((s) => ({ value: s, label: s }));
  }
}

/** Rounds a SEK price to a shop price (ending in 9) and converts it to NOK and whole euros. */
export function storePrices(sek: number): Record<Store, number> {
  const nice = (value: number) =>
    value < 100 ? Math.max(9, Math.round(value / 10) * 10 - 1) : Math.round(value / 50) * 50 - 1;
  const sv = nice(sek);
  const no = nice(sek * 1.04);
  const eurRaw = sek / 11.4;
  const fi = eurRaw < 10 ? Math.max(1.9, Math.round(eurRaw * 2) / 2 - 0.1) : Math.round(eurRaw / 5) * 5 - 1;
  return { sv, no, fi: Math.round(fi * 100) / 100 };
}

const DAY = 86_400_000;

/** Builds the demo catalogue deterministically from a seed and a reference date. */
export function generateCatalog(
  options: { seed?: number; now?: Date; minProducts?: number; onProgress?: (done: number, total: number) => void } = {},
): CatalogRows {
  const rng = new Random(options.seed ?? 20261121);
  const now = options.now ?? new Date('2026-11-21T00:00:00Z');
  const rows: CatalogRows = {
    categories: [],
    categoryTranslations: [],
    products: [],
    productTranslations: [],
    productPrices: [],
    tierPrices: [],
    productCategories: [],
    configurableOptions: [],
    bundleOptions: [],
    bundleOptionLinks: [],
    productLinks: [],
    stockItems: [],
  };

  // Categories: root 1 (global) → 2 (default root) → the tree.
  rows.categories.push({
    id: 1,
    parentId: null,
    path: '1',
    level: 0,
    position: 0,
    isActive: true,
    includeInMenu: false,
    icon: null,
    image: null,
  });
  rows.categories.push({
    id: 2,
    parentId: 1,
    path: '1/2',
    level: 1,
    position: 0,
    isActive: true,
    includeInMenu: false,
    icon: null,
    image: null,
  });
  for (const store of STORES) {
    const rootName = { sv: 'Alla produkter', no: 'Alle produkter', fi: 'Kaikki tuotteet' }[store];
    rows.categoryTranslations.push({
      categoryId: 2,
      storeCode: store,
      name: rootName,
      urlKey: 'root',
      urlPath: 'root',
      slug: 'root',
      description: '',
      metaTitle: rootName,
      metaDescription: '',
    });
  }
  const categoryByKey = new Map(categoryDefs.map((c) => [c.key, c]));
  categoryDefs.forEach((def, index) => {
    const parent = def.parentKey ? categoryByKey.get(def.parentKey)! : undefined;
    const parentRow = parent ? rows.categories.find((r) => r.id === parent.id)! : rows.categories[1]!;
    rows.categories.push({
      id: def.id,
      parentId: parentRow.id,
      path: `${parentRow.path}/${def.id}`,
      level: parentRow.level + 1,
      position: index,
      isActive: true,
      includeInMenu: def.key !== 'campaign', // campaigns have their own menu entry (/kampanjer)
      icon: def.icon ?? null,
      image: def.icon ? `/category/${def.icon}.svg` : null,
    });
    for (const store of STORES) {
      const urlPath = parent ? `${parent.urlKeys[store]}/${def.urlKeys[store]}` : def.urlKeys[store];
      const name = def.names[store];
      const description = {
        sv: `Upptäck ${name.toLowerCase()} från våra nordiska favoritmärken – noga utvalt för skidor, löpning och friluftsliv.`,
        no: `Oppdag ${name.toLowerCase()} fra våre nordiske favorittmerker – nøye utvalgt for ski, løping og friluftsliv.`,
        fi: `Tutustu valikoimaamme: ${name.toLowerCase()} pohjoismaisilta suosikkimerkeiltämme hiihtoon, juoksuun ja ulkoiluun.`,
      }[store];
      rows.categoryTranslations.push({
        categoryId: def.id,
        storeCode: store,
        name,
        urlKey: def.urlKeys[store],
        urlPath,
        slug: urlPath.replace(/\//g, '-'),
        description,
        metaTitle: `${name} | Nordpeak`,
        metaDescription: description,
      });
    }
  });

  let nextId = 1;
  let nextSku = 150001;
  const popularity = () => Math.round(1000 * rng.next() ** 2);

  const addTexts = (
    productId: number,
    names: Record<Store, string>,
    descriptions: Record<Store, string>,
    urlPathFor: (store: Store, slug: string) => string,
  ) => {
    for (const store of STORES) {
      const slug = slugify(names[store]);
      const description = descriptions[store];
      const short = description.split('. ')[0]!.replace(/\.?$/, '.');
      rows.productTranslations.push({
        productId,
        storeCode: store,
        name: names[store],
        description: `<p>${description}</p>`,
        shortDescription: short,
        urlKey: slug,
        urlPath: urlPathFor(store, slug),
        metaTitle: `${names[store]} | Nordpeak`,
        metaDescription: short,
      });
    }
  };

  const addPrices = (
    productId: number,
    sek: number,
    special: { factor: number; from: Date | null; to: Date | null } | null,
    tier: boolean,
  ) => {
    const prices = storePrices(sek);
    for (const store of STORES) {
      const price = prices[store];
      const specialPrice = special ? storePrices(sek * special.factor)[store] : null;
      rows.productPrices.push({
        productId,
        storeCode: store,
        price,
        specialPrice: specialPrice !== null && specialPrice < price ? specialPrice : null,
        specialFromDate: special?.from ?? null,
        specialToDate: special?.to ?? null,
      });
      if (tier) {
        rows.tierPrices.push({
          productId,
          storeCode: store,
          customerGroupId: CUSTOMER_GROUP.club,
          qty: 1,
          value: storePrices(sek * 0.9)[store],
        });
        rows.tierPrices.push({
          productId,
          storeCode: store,
          customerGroupId: CUSTOMER_GROUP.club,
          qty: 3,
          value: storePrices(sek * 0.85)[store],
        });
      }
    }
  };

  const specialFor = (): { factor: number; from: Date | null; to: Date | null } | null => {
    const roll = rng.next();
    if (roll < 0.14)
      return {
        factor: rng.pick([0.7, 0.75, 0.8, 0.85]),
        from: new Date(now.getTime() - rng.int(1, 20) * DAY),
        to: new Date(now.getTime() + rng.int(10, 60) * DAY),
      };
    if (roll < 0.17)
      return { factor: 0.8, from: new Date(now.getTime() - 60 * DAY), to: new Date(now.getTime() - 5 * DAY) }; // expired
    if (roll < 0.2)
      return { factor: 0.8, from: new Date(now.getTime() + 10 * DAY), to: new Date(now.getTime() + 40 * DAY) }; // future
    if (roll < 0.22) return { factor: 0.9, from: null, to: null }; // open-ended
    return null;
  };

  const image = (shape: string, colour: string, sku: string, view: number) =>
    `/product/${shape}/${colour}/${sku}-${view}.jpg`;

  const brandName = (value: string) => brands.find((b) => b.value === value)!.name;

  const addCategoryLinks = (productId: number, keys: string[], campaign: boolean) => {
    for (const key of keys) {
      const def = categoryByKey.get(key)!;
      rows.productCategories.push({ productId, categoryId: def.id, position: rows.productCategories.length });
      if (def.parentKey)
        rows.productCategories.push({
          productId,
          categoryId: categoryByKey.get(def.parentKey)!.id,
          position: rows.productCategories.length,
        });
    }
    if (campaign) rows.productCategories.push({ productId, categoryId: 80, position: rows.productCategories.length });
  };

  const createdAt = () => new Date(now.getTime() - rng.int(1, 720) * DAY);

  /** One configurable or simple product of a kind. */
  const makeKindProduct = (kind: KindDef, index: number) => {
    const brand = kind.brands[index % kind.brands.length]!;
    const model = kind.models[Math.floor(index / kind.brands.length) % kind.models.length]!;
    const suffix = kind.suffixes ? ` ${kind.suffixes[index % kind.suffixes.length]}` : '';
    const generation = Math.floor(index / (kind.brands.length * kind.models.length));
    const modelName = `${model}${suffix}${generation > 0 ? ` ${generation + 1}` : ''}`;
    const names = Object.fromEntries(
      STORES.map((s) => [s, `${brandName(brand)} ${modelName} ${kind.nouns[s]}`]),
    ) as Record<Store, string>;
    const drop = rng.pick(drops);
    const descriptions = Object.fromEntries(
      STORES.map((s) => [
        s,
        kind.descriptions[s]
          .replace('{name}', `${brandName(brand)} ${modelName}`)
          .replace('{brand}', brandName(brand))
          .replace('{feature}', rng.pick(kind.features[s]))
          .replace('{drop}', drop),
      ]),
    ) as Record<Store, string>;
    const sku = String(nextSku++);
    const parentId = nextId++;
    const sek = rng.int(kind.priceSek[0], kind.priceSek[1]);
    const special = specialFor();
    const tier = rng.chance(0.12);
    const colourKeys = rng.sample(
      colours.map((c) => c.key),
      kind.colourCount ? rng.int(kind.colourCount[0], kind.colourCount[1]) : 1,
    );
    const mainColour = kind.axes.includes('colour')
      ? colourKeys[0]!
      : rng.pick(['black', 'blue', 'red', 'white', 'green', 'orange']);
    const isNew = rng.chance(0.1);
    const attrs: Record<string, string | string[] | number> = {
      ls_varumarke: brand,
      ls_modell: modelName,
      ls_sasong: kind.season,
      ls_aktivitet: rng.sample(kind.activities, rng.int(1, kind.activities.length)),
      ls_artikelfamilj: `${kind.key}-${brand}`,
    };
    if (!kind.axes.includes('colour')) attrs.ls_farg = colours.find((c) => c.key === mainColour)!.value;
    if (kind.key === 'running-shoe') {
      attrs.ls_dropp = drop;
      attrs.ls_dampning = rng.pick(cushionings).value;
      attrs.ls_last = rng.pick(lasts).value;
    }
    if (kind.equipmentVariant) attrs.ls_variant_utrust = rng.pick(kind.equipmentVariant);
    if (kind.key === 'wax' && attrs.ls_variant_utrust !== 'verktyg')
      attrs.ls_farg_valla = rng.pick(['gron', 'bla', 'lila', 'rod', 'gul']);
    if (kind.key === 'wax' && attrs.ls_variant_utrust === 'verktyg') {
      const tool = rng.pick([
        { sv: 'Vallningsjärn', no: 'Smørejern', fi: 'Voitelurauta' },
        { sv: 'Vallningsbord', no: 'Smørebord', fi: 'Voitelupöytä' },
        { sv: 'Vallningsborste', no: 'Smørebørste', fi: 'Voiteluharja' },
        { sv: 'Vallningsset', no: 'Smøresett', fi: 'Voitelusarja' },
      ]);
      for (const s of STORES) names[s] = `${brandName(brand)} ${modelName} ${tool[s].toLowerCase()}`;
    }
    const shape = kind.modelShapes?.[model] ?? kind.shape;
    const gallery = [1, 2, 3]
      .slice(0, rng.int(2, 3))
      .map((view, pos) => ({ image: image(shape, mainColour, sku, view), pos, typ: 'image' as const }));
    const configurable = kind.axes.length > 0;
    const created = createdAt();
    rows.products.push({
      id: parentId,
      sku,
      typeId: configurable ? 'configurable' : 'simple',
      status: 1,
      visibility: 4,
      parentId: null,
      taxClassId: kind.taxClass ?? TAX_CLASS.standard,
      attributes: attrs,
      image: gallery[0]!.image,
      mediaGallery: gallery,
      popularity: popularity(),
      newsFromDate: isNew ? new Date(now.getTime() - rng.int(0, 10) * DAY) : null,
      newsToDate: isNew ? new Date(now.getTime() + rng.int(20, 60) * DAY) : null,
      createdAt: created,
      updatedAt: created,
      position: index,
    });
    addTexts(parentId, names, descriptions, (_store, slug) => `p/${sku}/${slug}`);
    addPrices(parentId, sek, special, tier);
    addCategoryLinks(
      parentId,
      kind.categories,
      special !== null && special.from !== null && special.from <= now && (special.to === null || special.to >= now),
    );
    const soldOut = rng.chance(0.05);

    if (!configurable) {
      const qty = soldOut ? 0 : rng.int(1, 60);
      rows.stockItems.push({ productId: parentId, sku, qty, manageStock: true, isInStock: qty > 0, backorders: false });
      return;
    }

    kind.axes.forEach((axis, position) =>
      rows.configurableOptions.push({ productId: parentId, attributeId: AXIS_ATTRIBUTE[axis].id, position }),
    );
    const valueLists = kind.axes.map((axis) => axisValues(axis, rng, colourKeys));
    const combos: { axis: Axis; value: string; label: string; extra?: Record<string, string> }[][] = [[]];
    valueLists.forEach((values, axisIndex) => {
      const next: typeof combos = [];
      for (const combo of combos) for (const v of values) next.push([...combo, { axis: kind.axes[axisIndex]!, ...v }]);
      combos.splice(0, combos.length, ...next);
    });
    combos.forEach((combo, childIndex) => {
      const childSku = `${sku}-${String(childIndex).padStart(3, '0')}`;
      const childId = nextId++;
      const childAttrs: Record<string, string | string[] | number> = { ls_varumarke: brand, ls_modell: modelName };
      let colourKey = mainColour;
      for (const part of combo) {
        childAttrs[AXIS_ATTRIBUTE[part.axis].code] = part.value;
        Object.assign(childAttrs, part.extra ?? {});
        if (part.axis === 'colour') colourKey = colours.find((c) => c.value === part.value)!.key;
      }
      const phasedOut = rng.chance(0.04);
      if (phasedOut) childAttrs.ls_utg = UTG_PHASED_OUT;
      const disabled = rng.chance(0.02);
      const qty = soldOut || (phasedOut && rng.chance(0.6)) ? 0 : rng.chance(0.08) ? 0 : rng.int(1, 40);
      rows.products.push({
        id: childId,
        sku: childSku,
        typeId: 'simple',
        status: disabled ? 2 : 1,
        visibility: 1,
        parentId,
        taxClassId: kind.taxClass ?? TAX_CLASS.standard,
        attributes: childAttrs,
        image: image(shape, colourKey, sku, 1),
        mediaGallery: [{ image: image(shape, colourKey, sku, 1), pos: 0, typ: 'image' }],
        popularity: 0,
        newsFromDate: null,
        newsToDate: null,
        createdAt: created,
        updatedAt: created,
        position: childIndex,
      });
      const childNames = Object.fromEntries(
        STORES.map((s) => {
          const localLabel = combo
            .map((p) =>
              p.axis === 'colour'
                ? colours.find((c) => c.value === p.value)!.labels[s]
                : p.axis === 'taste'
                  ? tastes.find((t) => t.value === p.value)!.labels[s]
                  : p.label,
            )
            .join(' / ');
          return [s, `${names[s]}, ${localLabel}`];
        }),
      ) as Record<Store, string>;
      addTexts(childId, childNames, descriptions, (store) => `p/${sku}/${slugify(names[store])}/${childSku}`);
      addPrices(childId, sek, special, tier);
      rows.stockItems.push({
        productId: childId,
        sku: childSku,
        qty,
        manageStock: true,
        isInStock: qty > 0,
        backorders: false,
      });
    });
    // A parent is in stock when a child is; its own stock row carries no quantity.
    const anyInStock = rows.stockItems.slice(-combos.length).some((s) => s.isInStock);
    rows.stockItems.push({
      productId: parentId,
      sku,
      qty: 0,
      manageStock: false,
      isInStock: anyInStock,
      backorders: false,
    });
  };

  const minProducts = options.minProducts ?? 0;
  let round = 0;
  do {
    for (const kind of kindDefs) {
      for (let i = 0; i < kind.count; i++) {
        makeKindProduct(kind, i + round * kind.count);
        if (rows.products.length % 1000 < 10)
          options.onProgress?.(rows.products.length, Math.max(minProducts, rows.products.length));
      }
      if (minProducts && rows.products.length >= minProducts) break;
    }
    round++;
  } while (rows.products.length < minProducts);

  const stockById = new Map(rows.stockItems.map((item) => [item.productId, item]));
  const childrenByParent = new Map<number, CatalogRows['products']>();
  for (const product of rows.products) {
    if (product.parentId === null) continue;
    const list = childrenByParent.get(product.parentId) ?? [];
    list.push(product);
    childrenByParent.set(product.parentId, list);
  }
  const svPrice = new Map(rows.productPrices.filter((p) => p.storeCode === 'sv').map((p) => [p.productId, p.price]));
  const inStock = (productId: number) => stockById.get(productId)?.isInStock ?? false;
  const simpleOf = (categoryKey: string) => {
    const categoryId = categoryByKey.get(categoryKey)!.id;
    const ids = new Set(rows.productCategories.filter((pc) => pc.categoryId === categoryId).map((pc) => pc.productId));
    return rows.products.filter((p) => ids.has(p.id) && p.parentId === null);
  };
  const sellableChildren = (parentIdValue: number) =>
    (childrenByParent.get(parentIdValue) ?? []).filter((p) => p.status === 1 && inStock(p.id));
  const priceOf = (productId: number) => svPrice.get(productId)!;

  // Ski packages: bundles of skis + binding + poles, with default links.
  const packageSkis = simpleOf('xc-skis').filter((p) => sellableChildren(p.id).length > 0);
  const packageBindings = simpleOf('xc-bindings').filter((p) => inStock(p.id));
  const packagePoles = simpleOf('xc-poles').filter((p) => sellableChildren(p.id).length > 0);
  let optionId = 1;
  let linkId = 1;
  for (let i = 0; i < 10; i++) {
    const ski = packageSkis[i % packageSkis.length]!;
    const bundleId = nextId++;
    const sku = String(nextSku++);
    const skiName = `${brandName(ski.attributes.ls_varumarke as string)} ${ski.attributes.ls_modell as string}`;
    const names = {
      sv: `Längdpaket ${skiName}`,
      no: `Langrennspakke ${skiName}`,
      fi: `Murtomaapaketti ${skiName}`,
    };
    const descriptions = {
      sv: `Komplett längdpaket med ${skiName}, bindning och stavar. Välj längder och delar själv – bindningen monteras kostnadsfritt.`,
      no: `Komplett langrennspakke med ${skiName}, binding og staver. Velg lengder og deler selv – bindingen monteres gratis.`,
      fi: `Valmis murtomaapaketti: ${skiName}, siteet ja sauvat. Valitse pituudet ja osat itse – siteet asennetaan veloituksetta.`,
    };
    const skiChildren = sellableChildren(ski.id).slice(0, 4);
    // The default binding fits the skis (a skate package defaults to a skate binding); the sampling stays the same
    // so the rest of the catalogue does not move.
    const skiActivities = (ski.attributes.ls_aktivitet as string[] | undefined) ?? ['klassisk'];
    const fits = (binding: (typeof packageBindings)[number]) =>
      ((binding.attributes.ls_aktivitet as string[] | undefined) ?? []).some((a) => skiActivities.includes(a));
    const sampled = rng.sample(packageBindings, 2);
    const fitting = sampled.find(fits) ?? packageBindings.find(fits);
    const bindings = fitting ? [fitting, ...sampled.filter((b) => b !== fitting)].slice(0, 2) : sampled;
    const poles = sellableChildren(rng.pick(packagePoles).id).slice(0, 3);
    const created = createdAt();
    rows.products.push({
      id: bundleId,
      sku,
      typeId: 'bundle',
      status: 1,
      visibility: 4,
      parentId: null,
      taxClassId: TAX_CLASS.standard,
      attributes: {
        ls_varumarke: ski.attributes.ls_varumarke as string,
        ls_sasong: 'vinter',
        ls_aktivitet: skiActivities,
      },
      image: image('package', 'blue', sku, 1),
      mediaGallery: [{ image: image('package', 'blue', sku, 1), pos: 0, typ: 'image' }],
      popularity: popularity(),
      newsFromDate: null,
      newsToDate: null,
      createdAt: created,
      updatedAt: created,
      position: i,
    });
    addTexts(bundleId, names, descriptions, (_s, slug) => `p/${sku}/${slug}`);
    const parts: { titles: Localized; products: typeof rows.products }[] = [
      { titles: { sv: 'Skidor', no: 'Ski', fi: 'Sukset' }, products: skiChildren },
      { titles: { sv: 'Bindning', no: 'Binding', fi: 'Siteet' }, products: bindings },
      { titles: { sv: 'Stavar', no: 'Staver', fi: 'Sauvat' }, products: poles },
    ];
    let bundleSek = 0;
    parts.forEach((part, position) => {
      const id = optionId++;
      rows.bundleOptions.push({
        id,
        productId: bundleId,
        titles: part.titles,
        type: 'radio',
        required: true,
        position,
      });
      const defaultIndex = i % 3 === 0 ? -1 : 0; // some options have no default: the first link counts
      part.products.forEach((p, linkPos) => {
        rows.bundleOptionLinks.push({
          id: linkId++,
          optionId: id,
          productId: p.id,
          qty: 1,
          isDefault: linkPos === defaultIndex,
          canChangeQty: false,
          position: linkPos,
        });
      });
      bundleSek += priceOf(part.products[0]!.id);
    });
    addPrices(bundleId, bundleSek * 0.9, null, false);
    rows.stockItems.push({ productId: bundleId, sku, qty: 0, manageStock: false, isInStock: true, backorders: false });
    addCategoryLinks(bundleId, ['packages'], false);
  }

  // Grouped wax kits: a set of waxes sold together.
  const waxes = simpleOf('wax').filter((p) => inStock(p.id) && p.typeId === 'simple');
  const kits = [
    { sv: 'Vallakit klassisk', no: 'Smøresett klassisk', fi: 'Voidesarja perinteinen', members: waxes.slice(0, 4) },
    { sv: 'Vallakit skate', no: 'Smøresett skøyting', fi: 'Voidesarja vapaa', members: waxes.slice(4, 7) },
  ];
  kits.forEach((kit, i) => {
    const id = nextId++;
    const sku = String(nextSku++);
    const created = createdAt();
    rows.products.push({
      id,
      sku,
      typeId: 'grouped',
      status: 1,
      visibility: 4,
      parentId: null,
      taxClassId: TAX_CLASS.standard,
      attributes: { ls_varumarke: 'vindel', ls_sasong: 'vinter' },
      image: image('wax', 'green', sku, 1),
      mediaGallery: [{ image: image('wax', 'green', sku, 1), pos: 0, typ: 'image' }],
      popularity: popularity(),
      newsFromDate: null,
      newsToDate: null,
      createdAt: created,
      updatedAt: created,
      position: i,
    });
    const names = { sv: kit.sv, no: kit.no, fi: kit.fi };
    addTexts(
      id,
      names,
      {
        sv: `${kit.sv}: allt du behöver för vallningen inför säsongen, samlat i ett kit. Välj antal av varje del.`,
        no: `${kit.no}: alt du trenger for smøringen før sesongen, samlet i ett sett. Velg antall av hver del.`,
        fi: `${kit.fi}: kaikki kauden voiteluun tarvittava samassa sarjassa. Valitse kunkin osan määrä.`,
      },
      (_s, slug) => `p/${sku}/${slug}`,
    );
    const sekTotal = kit.members.reduce((sum, m) => sum + priceOf(m.id), 0);
    addPrices(id, sekTotal, null, false);
    kit.members.forEach((m, position) =>
      rows.productLinks.push({ productId: id, linkedProductId: m.id, linkType: 'associated', position, qty: 1 }),
    );
    rows.stockItems.push({ productId: id, sku, qty: 0, manageStock: false, isInStock: true, backorders: false });
    addCategoryLinks(id, ['wax'], false);
  });

  // Virtual gift cards.
  giftCardValues.forEach((value, i) => {
    const id = nextId++;
    const sku = `GIFT-${value.value}`;
    const created = createdAt();
    rows.products.push({
      id,
      sku,
      typeId: 'virtual',
      status: 1,
      visibility: 4,
      parentId: null,
      taxClassId: TAX_CLASS.giftCard,
      attributes: { ls_varde: value.value },
      image: image('gift-card', 'turquoise', sku, 1),
      mediaGallery: [{ image: image('gift-card', 'turquoise', sku, 1), pos: 0, typ: 'image' }],
      popularity: popularity(),
      newsFromDate: null,
      newsToDate: null,
      createdAt: created,
      updatedAt: created,
      position: i,
    });
    addTexts(
      id,
      {
        sv: `Presentkort ${value.amounts.sv} kr`,
        no: `Gavekort ${value.amounts.no} kr`,
        fi: `Lahjakortti ${value.amounts.fi} €`,
      },
      {
        sv: 'Ge bort ett presentkort från Nordpeak. Kortet skickas med e-post direkt efter köpet och gäller i två år.',
        no: 'Gi bort et gavekort fra Nordpeak. Kortet sendes på e-post rett etter kjøpet og gjelder i to år.',
        fi: 'Anna lahjaksi Nordpeakin lahjakortti. Kortti lähetetään sähköpostiin heti oston jälkeen, ja se on voimassa kaksi vuotta.',
      },
      (_s, slug) => `p/${sku}/${slug}`,
    );
    for (const store of STORES)
      rows.productPrices.push({
        productId: id,
        storeCode: store,
        price: value.amounts[store],
        specialPrice: null,
        specialFromDate: null,
        specialToDate: null,
      });
    rows.stockItems.push({ productId: id, sku, qty: 0, manageStock: false, isInStock: true, backorders: false });
    addCategoryLinks(id, ['gift-cards'], false);
  });

  // Downloadable guides.
  const downloads = [
    {
      sku: 'DL-VALLA',
      sek: 99,
      names: { sv: 'Vallaguiden – e-bok', no: 'Smøreguiden – e-bok', fi: 'Voiteluopas – e-kirja' },
      d: {
        sv: 'Vallningsguide som e-bok: glid, fäste och klister steg för steg, med tabeller för olika snöförhållanden.',
        no: 'Smøreguide som e-bok: gli, feste og klister steg for steg, med tabeller for ulike snøforhold.',
        fi: 'Voiteluopas e-kirjana: luisto, pito ja klisteri vaihe vaiheelta sekä taulukot eri lumiolosuhteisiin.',
      },
    },
    {
      sku: 'DL-TRANING',
      sek: 149,
      names: {
        sv: 'Träningsprogram Vasaloppet – PDF',
        no: 'Treningsprogram Birken – PDF',
        fi: 'Harjoitusohjelma Finlandia-hiihto – PDF',
      },
      d: {
        sv: 'Ett 16 veckors träningsprogram för långlopp på skidor, med pass för både klassiskt och skate.',
        no: 'Et 16 ukers treningsprogram for turrenn, med økter for både klassisk og skøyting.',
        fi: '16 viikon harjoitusohjelma hiihtomaratoneille, sekä perinteiselle että vapaalle tyylille.',
      },
    },
  ];
  downloads.forEach((dl, i) => {
    const id = nextId++;
    const created = createdAt();
    rows.products.push({
      id,
      sku: dl.sku,
      typeId: 'downloadable',
      status: 1,
      visibility: 4,
      parentId: null,
      taxClassId: TAX_CLASS.standard,
      attributes: { ls_sasong: 'helar' },
      image: image('ebook', 'blue', dl.sku, 1),
      mediaGallery: [{ image: image('ebook', 'blue', dl.sku, 1), pos: 0, typ: 'image' }],
      popularity: popularity(),
      newsFromDate: null,
      newsToDate: null,
      createdAt: created,
      updatedAt: created,
      position: i,
    });
    addTexts(id, dl.names, dl.d, (_s, slug) => `p/${dl.sku}/${slug}`);
    addPrices(id, dl.sek, null, false);
    rows.stockItems.push({
      productId: id,
      sku: dl.sku,
      qty: 0,
      manageStock: false,
      isInStock: true,
      backorders: false,
    });
    addCategoryLinks(id, ['wax'], false);
  });

  // Related products: a few per parent within the same category.
  const parents = rows.products.filter((p) => p.parentId === null && p.visibility === 4);
  const byCategory = new Map<number, number[]>();
  for (const pc of rows.productCategories) {
    const list = byCategory.get(pc.categoryId) ?? [];
    list.push(pc.productId);
    byCategory.set(pc.categoryId, list);
  }
  for (const parent of parents.slice(0, 200)) {
    const first = rows.productCategories.find((pc) => pc.productId === parent.id);
    if (!first) continue;
    const peers = (byCategory.get(first.categoryId) ?? []).filter((id) => id !== parent.id);
    rng.sample(peers, 3).forEach((linked, position) =>
      rows.productLinks.push({
        productId: parent.id,
        linkedProductId: linked,
        linkType: 'related',
        position,
        qty: 1,
      }),
    );
  }
  options.onProgress?.(rows.products.length, rows.products.length);
  return rows;
}
